import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';

interface StatCardProps {
  title: string;
  icon: LucideIcon;
  /** Null while loading: a placeholder keeps the card's height. */
  value: ReactNode | null;
  caption?: ReactNode;
  /** A colour class for the icon tile, so the cards tell apart at a glance. */
  tone?: string;
}

/** One of the dashboard's figures: a title, the number, and a line of context. */
export function StatCard({ title, icon: Icon, value, caption, tone = 'bg-accent/10 text-accent-text' }: StatCardProps) {
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:gap-4 sm:p-5">
      <span className={`flex size-9 shrink-0 items-center justify-center rounded-lg sm:size-10 ${tone}`}>
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="grid min-w-0 gap-1">
        <h2 className="text-sm font-medium text-fg-muted">{title}</h2>
        <div className="text-xl font-bold tabular-nums text-fg sm:text-2xl">{value ?? <Skeleton className="my-1 h-6 w-20" />}</div>
        {caption ? <div className="text-xs text-fg-muted">{caption}</div> : null}
      </div>
    </Card>
  );
}
