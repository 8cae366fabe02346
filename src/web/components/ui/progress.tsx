import type { ComponentProps } from 'react';
import { Progress as ProgressPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';

export function Progress({ value, className, ...props }: ComponentProps<typeof ProgressPrimitive.Root> & { value: number }) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <ProgressPrimitive.Root value={clamped} className={cn('relative h-2 w-full overflow-hidden rounded-full bg-surface-3', className)} {...props}>
      <ProgressPrimitive.Indicator
        className="h-full bg-gradient-to-r from-amber-600 to-accent transition-[width] duration-500"
        style={{ width: `${clamped}%` }}
      />
    </ProgressPrimitive.Root>
  );
}
