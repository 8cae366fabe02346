import { PageHeader } from '../components/page-header';
import { LiveWinsTicker } from '../features/feed/components/live-wins-ticker';
import { usePrefetchRaffles } from '../features/raffles/api/get-raffles';
import { RaffleList } from '../features/raffles/components/raffle-list';
import { SignedOutCallout } from '../features/raffles/components/signed-out-callout';
import { useCurrentUser, useExpectSignedIn } from '../lib/auth';

export function RafflesRoute() {
  const { data: user, isPending } = useCurrentUser();
  const signedIn = Boolean(user);
  const expectSignedIn = useExpectSignedIn();
  // Without a remembered answer the callout may be for someone signed in: the rest waits
  // for the session answer, so a callout that goes away never moves what is below it.
  const undecided = isPending && !expectSignedIn;
  // The list is asked for beside the session check all the same.
  usePrefetchRaffles(undecided);
  return (
    <>
      <PageHeader title="Raffles" description="Enter timed raffles for CS skins with your fowls. The more you put in, the better your odds." />
      {undecided ? null : (
        <>
          {!expectSignedIn ? <SignedOutCallout text="Sign in to enter raffles and chat with other players." className="mb-6" /> : null}
          <LiveWinsTicker className="mb-6" />
          <RaffleList signedIn={signedIn} />
        </>
      )}
    </>
  );
}
