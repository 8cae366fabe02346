import { PageHeader } from '../components/page-header';
import { LiveWinsTicker } from '../features/feed/components/live-wins-ticker';
import { RaffleList } from '../features/raffles/components/raffle-list';
import { SignedOutCallout } from '../features/raffles/components/signed-out-callout';
import { useCurrentUser, useExpectSignedIn } from '../lib/auth';

export function RafflesRoute() {
  const { data: user } = useCurrentUser();
  const signedIn = Boolean(user);
  const expectSignedIn = useExpectSignedIn();
  return (
    <>
      <PageHeader title="Raffles" description="Enter timed raffles for CS skins with your fowls. The more you put in, the better your odds." />
      {!expectSignedIn ? <SignedOutCallout text="Sign in to enter raffles and chat with other players." className="mb-6" /> : null}
      <LiveWinsTicker className="mb-6" />
      <RaffleList signedIn={signedIn} />
    </>
  );
}
