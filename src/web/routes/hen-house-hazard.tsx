import { Link } from 'wouter';
import { PageHeader } from '../components/page-header';
import { PremiumGate } from '../components/premium-gate';
import { useRefreshSeedPair } from '../features/fairness/api/get-seed-pair';
import { SeedPairCard } from '../features/fairness/components/seed-pair-card';
import { HenHouseGame } from '../features/hen-house-hazard/components/hen-house-game';
import { LiveBetsPanel } from '../features/live-bets/components/live-bets-panel';

export function HenHouseHazardRoute() {
  const refreshSeeds = useRefreshSeedPair();
  return (
    <>
      <Link href="/mini-games" className="mb-4 inline-block text-sm font-medium text-fg-muted hover:text-fg">
        ← Back to Mini Games
      </Link>
      <PageHeader title="Hen House Hazard" description="Find the safe nests, dodge the bombs, and cash out before your luck runs out." />
      <PremiumGate>
        <div className="grid gap-6">
          <HenHouseGame onRoundStarted={refreshSeeds} />
          <SeedPairCard />
        </div>
      </PremiumGate>
      <LiveBetsPanel game="hen_house_hazard" className="mt-6" />
    </>
  );
}
