import type { ReactNode } from 'react';
import type { User } from '../../../../core/contracts/accounts';
import { useActiveEntries } from '../api/get-active-entries';
import { useDashboardCaseStatus } from '../api/get-case-status';
import { useDashboardRefresh } from '../hooks/use-dashboard-refresh';
import { ActiveRafflesPanel } from './active-raffles-panel';
import { NextCaseCard } from './next-case-card';
import { ActiveEntriesCard, TotalWageredCard, TotalWinsCard } from './raffle-stats-cards';
import { TransactionHistory } from './transaction-history';

interface DashboardOverviewProps {
  /** The polled user record (spec part 1 §7), or the current user until it arrives. */
  user: User;
  /** The referral card, composed by the route (features do not import each other). */
  aside?: ReactNode;
}

/** What follows DashboardSummary, in the same grid: it loads with the dashboard's own code. */
export function DashboardOverview({ user, aside }: DashboardOverviewProps) {
  useDashboardRefresh(user.id, user.steamId);
  const entries = useActiveEntries(user.id);
  const caseStatus = useDashboardCaseStatus(user.id);
  return (
    <>
      <section aria-label="Your stats" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <TotalWinsCard user={user} />
        <ActiveEntriesCard entries={entries.data} failed={entries.isError && !entries.data} />
        <NextCaseCard status={caseStatus.data} failed={caseStatus.isError && !caseStatus.data} />
        <TotalWageredCard user={user} />
      </section>
      <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
        <TransactionHistory steamId={user.steamId} />
        <div className="grid gap-6">
          {aside}
          <ActiveRafflesPanel entries={entries.data} />
        </div>
      </div>
    </>
  );
}
