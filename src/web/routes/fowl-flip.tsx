import { Link } from 'wouter';
import { PageHeader } from '../components/page-header';
import { PremiumGate } from '../components/premium-gate';
import { useRefreshSeedPair } from '../features/fairness/api/get-seed-pair';
import { SeedPairCard } from '../features/fairness/components/seed-pair-card';
import { FowlFlipGame } from '../features/fowl-flip/components/fowl-flip-game';
import { LiveBetsPanel } from '../features/live-bets/components/live-bets-panel';

export function FowlFlipRoute() {
  const refreshSeeds = useRefreshSeedPair();
  return (
    <>
      <Link href="/mini-games" className="mb-4 inline-block text-sm font-medium text-fg-muted hover:text-fg">
        ← Back to Mini Games
      </Link>
      <PageHeader title="Fowl Flip" description="Double or nothing on the flip of a coin." />
      <PremiumGate>
        <div className="grid gap-6">
          <FowlFlipGame onRoundStarted={refreshSeeds} />
          <SeedPairCard />
        </div>
      </PremiumGate>
      <LiveBetsPanel game="fowl_flip" className="mt-6" />
    </>
  );
}
