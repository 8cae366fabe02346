import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { ShieldCheck } from 'lucide-react';
import { liveBetGameNames, type LiveBetDetails } from '../../../../core/contracts/live-bets';
import { ANONYMOUS_PLAYER } from '../../../../core/feed';
import { FowlAmount } from '../../../components/fowl-amount';
import { PlayerLink } from '../../../components/player-link';
import { RoundSeeds } from '../../../components/round-seeds';
import { buttonClass } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { betDetailsQueryOptions } from '../../../lib/bet-details';
import { fairnessRoundHref } from '../../../lib/fairness-link';
import { roundStatusLabel } from '../../../lib/round-status';
import { multiplierText } from '../utils/bet-format';

function Details({ bet }: { bet: LiveBetDetails }) {
  const hidden = bet.mine ? 'Hidden until you rotate your seeds on the fairness page' : 'Hidden until the player rotates their seeds';
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs text-fg-subtle">Player</dt>
          <dd className="truncate font-medium">{bet.player ? <PlayerLink id={bet.player.id}>{bet.player.name}</PlayerLink> : ANONYMOUS_PLAYER}</dd>
        </div>
        <div>
          <dt className="text-xs text-fg-subtle">Time</dt>
          <dd>
            <time dateTime={bet.at}>{new Date(bet.at).toLocaleString()}</time>
          </dd>
        </div>
        <div>
          <dt className="text-xs text-fg-subtle">Result</dt>
          <dd>{roundStatusLabel(bet.status)}</dd>
        </div>
        <div>
          <dt className="text-xs text-fg-subtle">Bet</dt>
          <dd>
            <FowlAmount amount={bet.betAmount} iconClassName="size-4" />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-fg-subtle">Multiplier</dt>
          <dd className="font-semibold tabular-nums">{multiplierText(bet.multiplier)}</dd>
        </div>
        <div>
          <dt className="text-xs text-fg-subtle">Payout</dt>
          <dd>
            <FowlAmount amount={bet.payout} iconClassName="size-4" />
          </dd>
        </div>
      </dl>
      <section aria-label="Seeds" className="grid gap-2 rounded-lg border border-line bg-surface-2 p-3">
        <h3 className="text-sm font-semibold">Seeds</h3>
        <RoundSeeds fairness={bet} serverSeed={bet.serverSeed} hiddenSeedText={hidden} />
      </section>
      <Link href={fairnessRoundHref(bet.id)} className={buttonClass('outline', 'sm', 'h-auto min-h-8 justify-self-start py-1.5 whitespace-normal')}>
        <ShieldCheck aria-hidden="true" className="size-4" />
        Verify this bet on the fairness page
      </Link>
    </div>
  );
}

/** Mounted while the dialog is open, so each opening reads the bet again (its server seed may have been revealed since). */
function BetDetailsBody({ betId }: { betId: string }) {
  const details = useQuery({ ...betDetailsQueryOptions(betId), refetchOnMount: 'always' });
  return (
    <>
      <DialogHeader>
        <DialogTitle>{details.data ? `${liveBetGameNames[details.data.game]} bet` : 'Bet details'}</DialogTitle>
        <DialogDescription>The round as the server settled and recorded it, with the seeds that decided it.</DialogDescription>
      </DialogHeader>
      {details.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : details.isError ? (
        <p className="text-sm text-fg-muted">This bet could not be loaded.</p>
      ) : (
        <Details bet={details.data} />
      )}
    </>
  );
}

/** A bet's details in the shared dialog; Escape, the close button or a click outside closes it. */
export function BetDetailsDialog({
  betId,
  onClose,
  returnFocus,
}: {
  betId: string | null;
  onClose: () => void;
  /** Where the focus goes once it closes (the row that opened it), as a trigger would get it back. */
  returnFocus: () => HTMLElement | null;
}) {
  return (
    <Dialog open={betId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          const row = returnFocus();
          if (!row?.isConnected) return;
          event.preventDefault();
          row.focus();
        }}
      >
        {betId ? <BetDetailsBody betId={betId} /> : null}
      </DialogContent>
    </Dialog>
  );
}
