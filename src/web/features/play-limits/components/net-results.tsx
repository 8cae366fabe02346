import { TrendingUp } from 'lucide-react';
import { formatSignedFowls } from '../../../../core/money';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { usePlayLimits } from '../api/play-limits';

/** A signed amount: '+120 fowls', '-45 fowls', '0 fowls'. */
export const signedFowls = (n: number): string => `${formatSignedFowls(n)} fowls`;

/** Games and raffle entries, stakes and winnings together, over the last 24 hours, 7 and 30 days. */
export function NetResults({ className }: { className?: string }) {
  const { data, isPending, isError } = usePlayLimits();
  const spans = [
    ['Last 24 hours', data?.net.day],
    ['Last 7 days', data?.net.week],
    ['Last 30 days', data?.net.month],
  ] as const;
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle as="h3" className="flex items-center gap-2 text-base">
          <TrendingUp aria-hidden="true" className="size-4 text-accent-text" />
          Net result
        </CardTitle>
        <CardDescription>Games and raffle entries: what you won minus what you staked.</CardDescription>
      </CardHeader>
      <CardContent>
        {isError ? (
          <p className="text-sm text-danger-text">Your net result could not be loaded.</p>
        ) : (
          <dl className="grid grid-cols-3 gap-3">
            {spans.map(([label, value]) => (
              <div key={label} className="grid gap-1">
                <dt className="text-xs text-fg-muted">{label}</dt>
                <dd
                  className={cn(
                    'font-semibold tabular-nums',
                    value === undefined ? '' : value > 0 ? 'text-success-text' : value < 0 ? 'text-danger-text' : 'text-fg',
                  )}
                >
                  {isPending || value === undefined ? <Skeleton className="h-5 w-16" /> : signedFowls(value)}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
