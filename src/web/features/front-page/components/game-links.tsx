import { Link } from 'wouter';
import { ChevronRight, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';

export interface GameLink {
  title: string;
  description: string;
  icon: LucideIcon;
  /** Tailwind classes for the icon's tile. */
  tint: string;
}

/**
 * The games at a glance. Each card opens the mini-games hub, which tells a
 * signed-out visitor how to play; the front page keeps a single sign-in action.
 */
export function GameLinks({ games }: { games: readonly GameLink[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      {games.map((game) => (
        <li key={game.title} className="grid">
          <Link
            href="/mini-games"
            className="group flex items-center gap-3 rounded-xl border border-line bg-surface p-4 transition-colors hover:border-line-strong hover:bg-surface-2 lg:flex-col lg:items-start"
          >
            <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-lg', game.tint)}>
              <game.icon aria-hidden="true" className="size-6" />
            </span>
            <span className="grid min-w-0 flex-1 gap-0.5">
              <span className="font-semibold text-fg">{game.title}</span>
              <span className="line-clamp-2 text-sm text-fg-muted">{game.description}</span>
            </span>
            <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-fg-muted transition-transform group-hover:translate-x-0.5 lg:hidden" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
