import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { Sort, SortKey } from '../utils/rank-players';

interface SortableHeaderProps {
  label: string;
  /** Shown instead of the label on a phone; the label stays the accessible name. */
  shortLabel?: string;
  column: SortKey;
  sort: Sort;
  onSort: (key: SortKey) => void;
  align?: 'left' | 'right';
  className?: string;
}

/** A column header that sorts: a real button (keyboard reachable), with aria-sort on the cell. */
export function SortableHeader({ label, shortLabel, column, sort, onSort, align = 'left', className }: SortableHeaderProps) {
  const active = sort.key === column;
  const Icon = !active ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={cn('px-1 py-2 font-medium sm:px-3', align === 'right' ? 'text-right' : 'text-left', className)}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className={cn(
          'inline-flex items-center gap-1 rounded px-1 py-0.5 hover:text-fg sm:whitespace-nowrap',
          active ? 'text-fg' : 'text-fg-muted',
          align === 'right' && 'flex-row-reverse text-right',
        )}
      >
        {shortLabel ? (
          <>
            <span aria-hidden="true" className="sm:hidden">
              {shortLabel}
            </span>
            <span className="sr-only sm:not-sr-only">{label}</span>
          </>
        ) : (
          label
        )}
        {/* On a phone only the sorted column shows its arrow, so the figures keep their room. */}
        <Icon aria-hidden="true" className={cn('size-3 shrink-0 sm:block sm:size-3.5', active ? 'text-accent-text' : 'hidden opacity-60')} />
      </button>
    </th>
  );
}
