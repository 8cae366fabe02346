import { Link } from 'wouter';
import { PageHeader } from '../components/page-header';
import { PremiumGate } from '../components/premium-gate';
import { DefuseGame } from '../features/defuse-la-bomba/components/defuse-game';
import { useRefreshSeedPair } from '../features/fairness/api/get-seed-pair';
import { SeedPairCard } from '../features/fairness/components/seed-pair-card';
import { LiveBetsPanel } from '../features/live-bets/components/live-bets-panel';

export function DefuseLaBombaRoute() {
  const refreshSeeds = useRefreshSeedPair();
  return (
    <>
      <Link href="/mini-games" className="mb-4 inline-block text-sm font-medium text-fg-muted hover:text-fg">
        ← Back to Mini Games
      </Link>
      <PageHeader title="Defuse la Bomba" description="Four wires, one bomb. Cut three safe wires to win three times your bet." />
      <PremiumGate>
        <div className="grid gap-6">
          <DefuseGame onRoundStarted={refreshSeeds} />
          <SeedPairCard />
        </div>
      </PremiumGate>
      <LiveBetsPanel game="defuse_bomba" className="mt-6" />
    </>
  );
}
