import { Link } from 'wouter';
import { Ticket } from 'lucide-react';
import type { UserEntries } from '../../../../core/contracts/raffles';
import { formatCountdown } from '../../../../core/raffles';
import { formatFowls } from '../../../../core/money';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useNow } from '../../../hooks/use-now';

interface RaffleGroup {
  id: string;
  name: string;
  endTime: string;
  entries: number;
  fowls: number;
}

function groupByRaffle(entries: UserEntries['activeEntries']): RaffleGroup[] {
  const groups = new Map<string, RaffleGroup>();
  for (const e of entries) {
    const group = groups.get(e.raffleId) ?? { id: e.raffleId, name: e.raffle.name, endTime: e.raffle.endTime, entries: 0, fowls: 0 };
    group.entries += 1;
    group.fowls += e.entryAmount;
    groups.set(e.raffleId, group);
  }
  return [...groups.values()].sort((a, b) => Date.parse(a.endTime) - Date.parse(b.endTime));
}

/** The raffles the player is in, soonest draw first, each a link to its page. */
export function ActiveRafflesPanel({ entries }: { entries: UserEntries | undefined }) {
  const groups = groupByRaffle(entries?.activeEntries ?? []);
  const now = useNow(1000, groups.length > 0);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your Active Raffles</CardTitle>
        <CardDescription>Draws you are in right now</CardDescription>
      </CardHeader>
      <div className="px-5 pb-5 sm:px-6 sm:pb-6">
        {groups.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-fg-muted">
            <Ticket aria-hidden="true" className="size-4" />
            {entries ? (
              <span>
                No active entries.{' '}
                <Link href="/raffles" className="font-medium text-accent-text underline-offset-2 hover:underline">
                  Browse raffles
                </Link>
              </span>
            ) : (
              'Loading entries…'
            )}
          </p>
        ) : (
          <ul className="grid gap-2">
            {groups.map((g) => (
              <li key={g.id}>
                <Link
                  href={`/raffle/${g.id}`}
                  className="flex items-center justify-between gap-3 rounded-lg border border-line bg-canvas/50 px-3 py-2.5 hover:border-line-strong"
                >
                  <span className="grid min-w-0">
                    <span className="truncate text-sm font-medium text-fg">{g.name}</span>
                    <span className="text-xs text-fg-muted">
                      {g.entries} {g.entries === 1 ? 'entry' : 'entries'} · {formatFowls(g.fowls)} fowls
                    </span>
                  </span>
                  <span className="shrink-0 text-xs tabular-nums text-fg-muted">{formatCountdown(Date.parse(g.endTime) - now)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
