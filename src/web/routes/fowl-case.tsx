import { PageHeader } from '../components/page-header';
import { Skeleton } from '../components/ui/skeleton';
import { CaseLocked } from '../features/fowl-case/components/case-locked';
import { CaseOddsTable } from '../features/fowl-case/components/case-odds-table';
import { FowlCasePanel } from '../features/fowl-case/components/fowl-case-panel';
import { LiveBetsPanel } from '../features/live-bets/components/live-bets-panel';
import { useCurrentUser } from '../lib/auth';

export function FowlCaseRoute() {
  const { data: user, isPending } = useCurrentUser();
  return (
    <>
      <PageHeader title="Fowl Case" description="Open the case for 100 to 500 fowls. Free trial: one case. Premium: one every 4 hours." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        {isPending ? <Skeleton className="h-96" /> : user ? <FowlCasePanel user={user} /> : <CaseLocked />}
        <CaseOddsTable />
      </div>
      <LiveBetsPanel game="fowl_case" className="mt-6" />
    </>
  );
}
