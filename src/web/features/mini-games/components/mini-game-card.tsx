import { Link } from 'wouter';
import { Crown, LogIn, Play } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import type { MiniGame } from './games';

/** Who is looking decides the card's action (spec part 1 §6). */
export type Access = 'signed-out' | 'trial' | 'premium';

function Action({ game, access }: { game: MiniGame; access: Access }) {
  if (!game.href) {
    return (
      <span className={buttonClass('secondary', 'md', 'pointer-events-none w-full opacity-60')} aria-disabled="true">
        Coming Soon
      </span>
    );
  }
  if (access === 'signed-out') {
    return (
      <Link href="/login" className={buttonClass('steam', 'md', 'w-full')}>
        <LogIn aria-hidden="true" className="size-4" />
        Sign Into Steam to Play
      </Link>
    );
  }
  if (access === 'trial') {
    return (
      <Link href="/subscriptions" className={buttonClass('primary', 'md', 'w-full')}>
        <Crown aria-hidden="true" className="size-4" />
        Upgrade to Premium to Play
      </Link>
    );
  }
  return (
    <Link href={game.href} className={buttonClass('primary', 'md', 'w-full')} aria-label={`Play ${game.title}`}>
      <Play aria-hidden="true" className="size-4" />
      Play Now
    </Link>
  );
}

export function MiniGameCard({ game, access }: { game: MiniGame; access: Access }) {
  const soon = !game.href;
  return (
    <Card className={cn('flex flex-col gap-4 p-5', soon && 'opacity-70 grayscale')}>
      <div className="flex items-start justify-between gap-3">
        <span className={cn('flex size-12 items-center justify-center rounded-lg', game.tint)}>
          <game.icon aria-hidden="true" className="size-6" />
        </span>
        {soon ? <Badge variant="outline">Coming Soon</Badge> : null}
      </div>
      <div className="grid flex-1 content-start gap-1.5">
        <h2 className="text-lg font-semibold text-fg">{game.title}</h2>
        <p className="text-sm text-fg-muted">{game.description}</p>
      </div>
      <Action game={game} access={access} />
    </Card>
  );
}
