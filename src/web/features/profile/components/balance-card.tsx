import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FowlIcon } from '../../../components/ui/fowl-icon';
import { formatBalance } from '../../../lib/format';
import { cn } from '../../../lib/cn';
import { useDisplayedBalance } from '../../../lib/balance-hold';

/** Spec part 1 §4: the balance animates for 500 ms (animate-balance-pop) whenever it changes. */
export function BalanceCard({ balance: actual }: { balance: number }) {
  const balance = useDisplayedBalance(actual);
  const [previous, setPrevious] = useState(balance);
  // Each change bumps the key, remounting the number so the animation restarts.
  const [pulse, setPulse] = useState(0);
  if (previous !== balance) {
    setPrevious(balance);
    setPulse((n) => n + 1);
  }

  return (
    <Card className="relative overflow-hidden">
      <div aria-hidden="true" className="pointer-events-none absolute -top-10 -right-10 size-40 rounded-full bg-accent/10 blur-2xl" />
      <CardHeader>
        <CardTitle as="h2" className="text-base text-fg-muted">
          Fowl Balance
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className="flex items-center gap-3">
          <FowlIcon className="size-9" />
          <span key={pulse} className={cn('inline-block text-4xl font-bold tabular-nums', pulse > 0 && 'animate-balance-pop')}>
            {formatBalance(balance)}
          </span>
          <span className="sr-only">fowls</span>
        </p>
        <CardDescription className="mt-2">Fowls have no cash value.</CardDescription>
      </CardContent>
    </Card>
  );
}
