import { Coins, Ticket, Trophy } from 'lucide-react';
import type { User } from '../../../../core/contracts/accounts';
import type { UserEntries } from '../../../../core/contracts/raffles';
import { levelForWins } from '../../../../core/levels';
import { formatFowls } from '../../../../core/money';
import { StatCard } from './stat-card';

export function TotalWinsCard({ user }: { user: User }) {
  return (
    <StatCard
      title="Total Raffle Wins"
      icon={Trophy}
      value={formatFowls(user.totalWins)}
      caption={`${levelForWins(user.totalWins).name} level`}
      tone="bg-violet-500/10 text-premium-text"
    />
  );
}

export function ActiveEntriesCard({ entries, failed }: { entries: UserEntries | undefined; failed: boolean }) {
  const raffles = new Set(entries?.activeEntries.map((e) => e.raffleId)).size;
  const caption = failed
    ? 'Could not load your entries'
    : entries
      ? raffles === 0
        ? 'No active raffles'
        : `In ${raffles} ${raffles === 1 ? 'raffle' : 'raffles'}`
      : null;
  return (
    <StatCard
      title="Active Entries"
      icon={Ticket}
      value={failed ? '—' : entries ? formatFowls(entries.activeEntries.length) : null}
      caption={caption}
      tone="bg-sky-500/10 text-sky-300"
    />
  );
}

export function TotalWageredCard({ user }: { user: User }) {
  return (
    <StatCard
      title="Total Wagered"
      icon={Coins}
      value={formatFowls(user.raffleWagered)}
      caption="Fowls spent on raffles"
      tone="bg-emerald-500/10 text-success-text"
    />
  );
}
