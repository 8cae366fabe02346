import { formatBalance } from '../lib/format';
import { cn } from '../lib/cn';
import { FowlIcon } from './ui/fowl-icon';

/** A fowl amount as players see it everywhere: coin icon, locale-grouped number, and a spoken unit. */
export function FowlAmount({ amount, className, iconClassName }: { amount: number | null | undefined; className?: string; iconClassName?: string }) {
  const text = formatBalance(amount);
  return (
    <span className={cn('inline-flex items-center gap-1.5 font-semibold tabular-nums', className)}>
      <FowlIcon className={iconClassName} />
      <span>
        {text}
        <span className="sr-only"> fowls</span>
      </span>
    </span>
  );
}
