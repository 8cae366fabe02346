import type { User } from '../../../../core/contracts/accounts';
import { BalanceCard } from './balance-card';
import { ProfileCard } from './profile-card';

/**
 * The dashboard's first row, drawn from the session answer alone: it ships with the first
 * screen, so a player's balance shows without waiting for the rest of the dashboard's code.
 */
export function DashboardSummary({ user, balance }: { user: User; balance: number }) {
  return (
    <div className="grid gap-6 md:grid-cols-[2fr_1fr]">
      <ProfileCard user={user} />
      <BalanceCard balance={balance} />
    </div>
  );
}
