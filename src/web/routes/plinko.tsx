import { Link } from 'wouter';
import { PageHeader } from '../components/page-header';
import { PremiumGate } from '../components/premium-gate';
import { useRefreshSeedPair } from '../features/fairness/api/get-seed-pair';
import { SeedPairCard } from '../features/fairness/components/seed-pair-card';
import { LiveBetsPanel } from '../features/live-bets/components/live-bets-panel';
import { CoopRules } from '../features/plinko/components/coop-panel';
import { PlinkoGame } from '../features/plinko/components/plinko-game';

export function PlinkoRoute() {
  const refreshSeeds = useRefreshSeedPair();
  return (
    <>
      <Link href="/mini-games" className="mb-4 inline-block text-sm font-medium text-fg-muted hover:text-fg">
        ← Back to Mini Games
      </Link>
      <PageHeader title="Plinko Coop" description="Drop a ball through the pegs: the bucket it lands in multiplies your bet." />
      <PremiumGate>
        <div className="grid gap-6">
          <PlinkoGame onDropped={refreshSeeds}>
            <CoopRules />
          </PlinkoGame>
          <SeedPairCard />
        </div>
      </PremiumGate>
      <LiveBetsPanel game="plinko" className="mt-6" />
    </>
  );
}
