import { FowlAmount } from '../../../components/fowl-amount';
import { Skeleton } from '../../../components/ui/skeleton';
import { useHuntLimit } from '../api/get-hunt-limit';

const time = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

/** The operator's daily cap on net Fowl Hunt winnings, and what is left of it today. */
export function DailyLimit() {
  const limit = useHuntLimit();
  if (limit.isPending) return <Skeleton className="h-16" />;
  if (limit.isError) return <p className="text-xs text-danger-text">Could not load today's winnings limit.</p>;
  const { dailyCap, netToday, remaining, resetsAt } = limit.data;
  return (
    <section aria-label="Daily winnings limit" className="grid gap-1 rounded-lg border border-line bg-surface-2 p-3 text-xs text-fg-muted">
      <p className="flex items-center justify-between gap-2">
        <span>Daily winnings limit</span>
        <FowlAmount amount={dailyCap} className="text-fg" iconClassName="size-3.5" />
      </p>
      <p className="flex items-center justify-between gap-2">
        <span>Net won today</span>
        <FowlAmount amount={netToday} className={remaining === 0 ? 'text-danger-text' : 'text-fg'} iconClassName="size-3.5" />
      </p>
      <p>
        {remaining === 0 ? `Limit reached: until ${time(resetsAt)} a win returns your bet.` : `Wins minus bets of today's rounds; resets at ${time(resetsAt)}.`}
      </p>
    </section>
  );
}
