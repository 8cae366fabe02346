import { HandCoins } from 'lucide-react';
import type { HenHouseGame } from '../../../../core/contracts/games';
import { FowlAmount } from '../../../components/fowl-amount';
import { Kbd } from '../../../components/game-shortcuts';
import { Button } from '../../../components/ui/button';
import { formatMultiplier } from '../utils/format-multiplier';

/**
 * The running round's numbers and its Cash Out, right under the board so that on a
 * 390×844 phone the whole round fits on one screen (issue 13, defect 5).
 */
export function RoundBar({ game, busy, cashingOut, onCashOut }: { game: HenHouseGame; busy: boolean; cashingOut: boolean; onCashOut: () => void }) {
  const picked = game.revealed.length > 0;
  return (
    <section aria-label="This round" data-round-bar className="mx-auto grid w-full max-w-lg gap-2">
      <dl className="grid grid-cols-3 gap-2 text-center">
        <div className="rounded-lg border border-line bg-surface-2 px-1 py-1.5">
          <dt className="text-xs text-fg-subtle">Current multiplier</dt>
          <dd className="text-base font-bold tabular-nums sm:text-lg">{formatMultiplier(game.multiplier)}</dd>
        </div>
        <div className="rounded-lg border border-line bg-surface-2 px-1 py-1.5">
          <dt className="text-xs text-fg-subtle">Cash out now</dt>
          <dd className="flex justify-center text-base sm:text-lg">{picked ? <FowlAmount amount={game.payout} iconClassName="size-4" /> : '—'}</dd>
        </div>
        <div className="rounded-lg border border-line bg-surface-2 px-1 py-1.5">
          <dt className="text-xs text-fg-subtle">Next multiplier</dt>
          <dd className="text-base font-bold tabular-nums text-accent-text sm:text-lg">{formatMultiplier(game.nextMultiplier)}</dd>
        </div>
      </dl>
      <Button size="lg" onClick={onCashOut} loading={cashingOut} disabled={busy || !picked} aria-keyshortcuts="C">
        <HandCoins aria-hidden="true" className="size-5" />
        {picked ? (
          <>
            Cash Out <FowlAmount amount={game.payout} iconClassName="size-4" />
          </>
        ) : (
          'Cash Out'
        )}
        <Kbd>C</Kbd>
      </Button>
      {!picked ? <p className="text-center text-xs text-fg-subtle">Reveal a tile to cash out.</p> : null}
    </section>
  );
}
