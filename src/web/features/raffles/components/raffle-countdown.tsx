import { Clock } from 'lucide-react';
import { formatCountdown } from '../../../../core/raffles';
import { cn } from '../../../lib/cn';

/**
 * Time left until the end; 'Ended' once it is reached, or once the raffle closed
 * early (`ended`: it filled up, or an admin ended it, before its end time).
 */
export function RaffleCountdown({ endTime, now, ended = false, className }: { endTime: string; now: number; ended?: boolean; className?: string }) {
  const left = ended ? 0 : Date.parse(endTime) - now;
  return (
    <span className={cn('inline-flex items-center gap-1.5 tabular-nums', left > 0 ? 'text-fg' : 'text-danger-text', className)}>
      <Clock aria-hidden="true" className="size-4 text-fg-muted" />
      <span className="sr-only">{left > 0 ? 'Time left: ' : ''}</span>
      <time dateTime={endTime}>{formatCountdown(left)}</time>
    </span>
  );
}
