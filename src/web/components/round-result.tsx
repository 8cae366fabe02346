import { PartyPopper, Trophy, XCircle } from 'lucide-react';
import { netFowls, roundAmountText, type RoundAmounts } from '../lib/game-amounts';
import type { RoundMoment } from '../lib/game-moments';
import { cn } from '../lib/cn';
import './round-result.css';

const looks: Record<RoundMoment, { frame: string; amount: string; Icon: typeof Trophy }> = {
  win: { frame: 'border-success/60 bg-success/15', amount: 'text-success-text', Icon: PartyPopper },
  jackpot: { frame: 'border-accent bg-accent/15', amount: 'text-accent-text', Icon: Trophy },
  lose: { frame: 'border-danger/60 bg-danger/15', amount: 'text-danger-text', Icon: XCircle },
};

/**
 * A finished round's moment, shown once the server has answered: a title ("Defused!",
 * "Boom!"), the amount by the one rule of decision 0038 and, for a win, its net.
 * Screen readers hear the game's own status line; this is the picture of it.
 */
export function RoundResult({
  moment,
  title,
  amounts,
  detail,
  className,
}: {
  moment: RoundMoment;
  title: string;
  amounts: RoundAmounts;
  detail?: string;
  className?: string;
}) {
  const { frame, amount, Icon } = looks[moment];
  return (
    <div data-round-result data-moment={moment} className={cn('round-result flex items-center gap-3 rounded-xl border-2 px-4 py-3', frame, className)}>
      <Icon aria-hidden="true" className={cn('size-8 shrink-0', amount)} />
      <div className="grid min-w-0 gap-0.5">
        <p className="text-sm font-semibold text-fg">{title}</p>
        <p className={cn('text-xl font-black tabular-nums', amount)} data-round-amount>
          {roundAmountText(amounts)}
        </p>
        {amounts.won || detail ? (
          <p className="text-xs text-fg-muted">
            {amounts.won ? <span data-round-net>{netFowls(amounts.payout, amounts.betAmount)}</span> : null}
            {amounts.won && detail ? ' · ' : null}
            {detail}
          </p>
        ) : null}
      </div>
    </div>
  );
}
