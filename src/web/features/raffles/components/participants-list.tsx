import { Trophy, Users } from 'lucide-react';
import type { RaffleDetail } from '../../../../core/contracts/raffles';
import { aggregateEntries, formatOdds } from '../../../../core/raffles';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { FowlAmount } from '../../../components/fowl-amount';

/** Everyone in the raffle with their total, entry count and odds; the viewer's own odds on top. */
export function ParticipantsList({ raffle, viewerId }: { raffle: RaffleDetail; viewerId: string | null }) {
  const participants = aggregateEntries(raffle.entriesWithUsers).sort((a, b) => b.total - a.total);
  const pool = raffle.totalPool;
  const mine = participants.find((p) => p.userId === viewerId);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Users aria-hidden="true" className="size-5 text-accent-text" />
          Participants ({participants.length})
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {mine ? (
          <p className="rounded-lg border border-accent/40 bg-accent/10 px-4 py-3 text-sm">
            Your win odds: <strong className="text-lg text-accent-text tabular-nums">{formatOdds(mine.total, pool)}%</strong>
          </p>
        ) : null}
        {participants.length === 0 ? (
          <p className="text-sm text-fg-muted">No entries yet. Be the first to enter!</p>
        ) : (
          <ul className="grid gap-2">
            {participants.map((p) => {
              const won = raffle.winnerId === p.userId;
              return (
                <li key={p.userId} className="flex items-center gap-3 rounded-lg border border-line bg-surface-2 px-3 py-2">
                  <Avatar src={p.user.avatar} name={p.user.username} className="size-8" />
                  <div className="grid min-w-0 flex-1">
                    <span className="flex min-w-0 flex-wrap items-center gap-1.5">
                      <span className="max-w-full truncate font-medium">{p.user.username}</span>
                      {p.userId === viewerId ? <Badge variant="outline">You</Badge> : null}
                      {p.user.isAdmin ? <Badge variant="destructive">ADMIN</Badge> : null}
                      {won ? (
                        <Badge variant="success">
                          <Trophy aria-hidden="true" className="size-3" />
                          Winner
                        </Badge>
                      ) : null}
                    </span>
                    <span className="text-xs text-fg-muted">
                      {p.entryCount} {p.entryCount === 1 ? 'entry' : 'entries'} · {formatOdds(p.total, pool)}% odds
                    </span>
                  </div>
                  <FowlAmount amount={p.total} className="text-sm" iconClassName="size-4" />
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
