import type { ReactNode } from 'react';
import { useDocumentTitle } from '../hooks/use-document-title';
import { cn } from '../lib/cn';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  centered?: boolean;
  /** Replaces the default bottom margin (classes are joined, not merged, so pass the margin you want). */
  className?: string;
}

/** The one h1 of a screen, which also names the browser tab. */
export function PageHeader({ title, description, actions, centered = false, className }: PageHeaderProps) {
  useDocumentTitle(title);
  return (
    <div className={cn('flex flex-wrap items-end gap-4', centered ? 'justify-center text-center' : 'justify-between', className ?? 'mb-6')}>
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{title}</h1>
        {description ? <p className="text-fg-muted">{description}</p> : null}
      </div>
      {actions}
    </div>
  );
}
