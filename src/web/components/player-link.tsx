import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '../lib/cn';

const playerPath = (id: string): string => `/players/${id}`;

/** A player's name wherever it is shown: it opens their public profile. */
export function PlayerLink({ id, children, className }: { id: string; children: ReactNode; className?: string }) {
  return (
    <Link href={playerPath(id)} className={cn('rounded-sm underline-offset-2 hover:underline focus-visible:underline', className)}>
      {children}
    </Link>
  );
}
