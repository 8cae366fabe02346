import { Link } from 'wouter';
import { FowlIcon } from '../../components/ui/fowl-icon';
import { cn } from '../../lib/cn';

export function Logo({ className }: { className?: string }) {
  return (
    <Link href="/" className={cn('flex shrink-0 items-center gap-2 rounded-md py-1 pr-1', className)} aria-label="Fowls home">
      <FowlIcon className="size-8" />
      <span className="hidden text-lg font-extrabold tracking-tight text-fg sm:inline">Fowls</span>
    </Link>
  );
}
