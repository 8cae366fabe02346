import type { ReactNode, Ref } from 'react';
import { Kbd } from './game-shortcuts';
import { Button } from './ui/button';
import { Spinner } from './ui/spinner';

/**
 * A game's main button (Flip Coin, Drop Ball, Start Game, Start Hunt) with its shortcut
 * printed on it. While it cannot be pressed it says so with aria-disabled instead of
 * disabled: a disabled button drops the keyboard focus to the page, and a keyboard player
 * would Tab back to it after every round.
 */
export function PlayButton({
  onPlay,
  unavailable,
  pending = false,
  shortcut,
  className,
  children,
  ref,
}: {
  onPlay: () => void;
  /** True while the action cannot run (a round under way, a bet the game cannot take). */
  unavailable: boolean;
  /** The request is on its way: a spinner shows. */
  pending?: boolean;
  /** The key of its shortcut (useGameShortcuts). */
  shortcut: string;
  className?: string;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <Button
      ref={ref}
      size="lg"
      className={className}
      aria-disabled={unavailable || undefined}
      aria-busy={pending || undefined}
      aria-keyshortcuts={shortcut.toUpperCase()}
      onClick={() => {
        if (!unavailable) onPlay();
      }}
    >
      {pending ? <Spinner /> : null}
      {children}
      <Kbd>{shortcut}</Kbd>
    </Button>
  );
}
