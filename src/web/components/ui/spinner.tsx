import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

/** A spinning indicator. With a `label` it is announced; without one it is decoration. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={cn('size-4 animate-spin motion-reduce:animate-none', className)} />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
