import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Crown, LogIn } from 'lucide-react';
import { useCurrentUser } from '../lib/auth';
import { buttonClass } from './ui/button';
import { Card } from './ui/card';
import { Skeleton } from './ui/skeleton';

/**
 * The mini-games' access rule (spec part 1 §6): signed-out players are asked to
 * sign in, free-trial players to upgrade; Premium players see the game.
 * The server refuses them too; this only explains why.
 */
export function PremiumGate({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <Skeleton className="h-64 w-full" />;
  if (!user) {
    return (
      <GateCard text="Sign in with Steam to play the mini-games.">
        <Link href="/login" className={buttonClass('steam', 'lg')}>
          <LogIn aria-hidden="true" className="size-5" />
          Sign Into Steam to Play
        </Link>
      </GateCard>
    );
  }
  if (!user.isSubscribed) {
    return (
      <GateCard text="The mini-games are part of Premium.">
        <Link href="/subscriptions" className={buttonClass('primary', 'lg')}>
          <Crown aria-hidden="true" className="size-5" />
          Upgrade to Premium to Play
        </Link>
      </GateCard>
    );
  }
  return <>{children}</>;
}

function GateCard({ text, children }: { text: string; children: ReactNode }) {
  return (
    <Card className="grid justify-items-center gap-4 px-6 py-12 text-center">
      <p className="text-fg-muted">{text}</p>
      {children}
    </Card>
  );
}
