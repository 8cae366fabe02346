import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export type BadgeVariant = 'default' | 'accent' | 'premium' | 'outline' | 'destructive' | 'success' | 'warning';

const variants: Record<BadgeVariant, string> = {
  default: 'border-line-strong bg-surface-3 text-fg',
  accent: 'border-accent/40 bg-accent/10 text-accent-text',
  premium: 'border-violet-400/40 bg-violet-500/10 text-premium-text',
  outline: 'border-line-strong text-fg-muted',
  destructive: 'border-danger/50 bg-danger/15 text-danger-text',
  success: 'border-success/50 bg-success/15 text-success-text',
  warning: 'border-amber-400/50 bg-amber-400/10 text-amber-200',
};

export function Badge({ variant = 'default', className, ...props }: HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cn('inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', variants[variant], className)}
      {...props}
    />
  );
}
