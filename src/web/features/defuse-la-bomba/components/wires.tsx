import { Bomb, Scissors } from 'lucide-react';
import type { DefuseGame } from '../../../../core/contracts/games';
import { DEFUSE_WIRES } from '../../../../core/games/defuse-la-bomba';
import { cn } from '../../../lib/cn';
import { wireColours } from './wire-colours';
import './defuse.css';

/** A wire the server has cut: two halves sprung back from the cut, with a flash where it parted. */
function CutWire({ line }: { line: string }) {
  return (
    <>
      <span className={cn('dw-half-left h-2 w-[46%] rounded-l-full', line)} />
      <span className="relative mx-auto flex size-4 items-center justify-center">
        <span className="dw-cut-flash absolute inset-0 rounded-full bg-amber-200" />
        <Scissors className="relative size-4 text-fg-muted" />
      </span>
      <span className={cn('dw-half-right h-2 w-[46%] rounded-r-full', line)} />
    </>
  );
}

/**
 * The four wires with coloured endpoints. Each is a button, so the game is keyboard playable.
 * A wire that cannot be cut says so with aria-disabled rather than disabled: a disabled
 * button drops the keyboard focus to the page, and the player would Tab back after every cut.
 */
export function Wires({
  game,
  canCut,
  waitingWire,
  onCut,
}: {
  game: DefuseGame | null;
  canCut: boolean;
  /** The wire under the scissors while the server answers. */
  waitingWire: number | null;
  onCut: (wire: number) => void;
}) {
  return (
    <ul className="grid gap-3" aria-label="Wires">
      {DEFUSE_WIRES.map((wire) => {
        const cut = game?.cutWires.includes(wire.id) ?? false;
        const isBomb = game?.bombWire === wire.id;
        const colours = wireColours[wire.id]!;
        const state = cut ? (isBomb ? 'cut, it was the bomb' : 'cut, safe') : isBomb ? 'the bomb' : 'intact';
        const waiting = waitingWire === wire.id;
        const cuttable = canCut && !cut;
        return (
          <li key={wire.id}>
            <button
              type="button"
              data-wire={wire.colour}
              data-cut={cut}
              aria-disabled={!cuttable || undefined}
              onClick={() => {
                if (cuttable) onCut(wire.id);
              }}
              aria-label={`Cut the ${wire.label} wire (${state})`}
              className={cn(
                'group flex w-full items-center gap-2 rounded-lg border px-3 py-3 transition-colors sm:gap-3',
                cuttable ? 'cursor-pointer hover:border-line-strong hover:bg-surface-3' : 'cursor-default',
                isBomb && cut ? 'border-danger bg-danger/15' : 'border-line bg-surface-2',
              )}
            >
              <span className="w-14 shrink-0 text-left text-sm font-semibold sm:w-16">{wire.label}</span>
              <span aria-hidden="true" className={cn('size-4 shrink-0 rounded-full border-2', colours.end)} />
              <span aria-hidden="true" className="relative flex h-3 flex-1 items-center">
                {cut ? (
                  <CutWire line={colours.line} />
                ) : (
                  <>
                    <span className={cn('h-2 w-full rounded-full transition-transform ', cuttable && 'group-hover:scale-y-150', colours.line)} />
                    {waiting ? <Scissors className="dw-waiting absolute left-1/2 size-5 -translate-x-1/2 text-fg" /> : null}
                  </>
                )}
              </span>
              <span aria-hidden="true" className={cn('size-4 shrink-0 rounded-full border-2', colours.end)} />
              <span aria-hidden="true" className="w-5 shrink-0">
                {isBomb ? <Bomb className="size-5 text-danger-text" /> : null}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
