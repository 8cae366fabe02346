import { PageHeader } from '../components/page-header';
import { PremiumGate } from '../components/premium-gate';
import { BackToMiniGames } from '../features/fowl-hunt/components/back-to-mini-games';
import { FowlHuntGame } from '../features/fowl-hunt/components/fowl-hunt-game';
import { LiveBetsPanel } from '../features/live-bets/components/live-bets-panel';
import { useCurrentUser } from '../lib/auth';

export function FowlHuntRoute() {
  const { data: user } = useCurrentUser();
  return (
    <>
      <BackToMiniGames />
      <PageHeader title="Fowl Hunt" description="Hit your target goal in 30 seconds with at least 90% accuracy." />
      <PremiumGate>{user ? <FowlHuntGame balance={user.fowlBalance} /> : null}</PremiumGate>
      <LiveBetsPanel game="fowl_hunt" className="mt-6" />
    </>
  );
}
