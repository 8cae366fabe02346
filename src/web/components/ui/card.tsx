import type { ComponentProps, HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

// ComponentProps includes `ref`, which React 19 passes to function components as a prop.
type DivProps = ComponentProps<'div'>;

export function Card({ className, ...props }: DivProps) {
  return <div className={cn('rounded-xl border border-line bg-surface shadow-lg shadow-black/20', className)} {...props} />;
}

export function CardHeader({ className, ...props }: DivProps) {
  return <div className={cn('flex flex-col gap-1.5 p-5 pb-3 sm:p-6 sm:pb-3', className)} {...props} />;
}

/** Card titles are h2 by default so each screen keeps its single h1. */
export function CardTitle({ className, as: Tag = 'h2', ...props }: HTMLAttributes<HTMLHeadingElement> & { as?: 'h2' | 'h3' }) {
  return <Tag className={cn('text-lg leading-tight font-semibold text-fg', className)} {...props} />;
}

export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cn('text-sm text-fg-muted', className)} {...props} />;
}

export function CardContent({ className, ...props }: DivProps) {
  return <div className={cn('p-5 pt-0 sm:p-6 sm:pt-0', className)} {...props} />;
}

export function CardFooter({ className, ...props }: DivProps) {
  return <div className={cn('flex items-center gap-3 p-5 pt-0 sm:p-6 sm:pt-0', className)} {...props} />;
}
