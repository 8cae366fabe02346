import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn';

export function Input({ className, type = 'text', ref, ...props }: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <input
      ref={ref}
      type={type}
      className={cn(
        'h-10 w-full min-w-0 rounded-md border border-line-strong bg-canvas px-3 text-sm text-fg placeholder:text-fg-subtle',
        'transition-colors focus-visible:border-accent disabled:cursor-not-allowed disabled:opacity-50',
        'aria-invalid:border-danger',
        className,
      )}
      {...props}
    />
  );
}
