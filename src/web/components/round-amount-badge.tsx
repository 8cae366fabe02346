import { netFowls, roundAmountText, type RoundAmounts } from '../lib/game-amounts';
import { Badge } from './ui/badge';

/**
 * A finished round in a game's history, by the one rule of decision 0038: "Won 250 fowls"
 * (the payout) with its net underneath, or "Lost 50 fowls".
 */
export function RoundAmountBadge({ round }: { round: RoundAmounts }) {
  return (
    <span className="flex shrink-0 flex-col items-end gap-0.5">
      <Badge variant={round.won ? 'success' : 'destructive'} data-round-amount>
        {roundAmountText(round)}
      </Badge>
      {round.won ? <span className="text-xs text-fg-subtle tabular-nums">{netFowls(round.payout, round.betAmount)}</span> : null}
    </span>
  );
}
