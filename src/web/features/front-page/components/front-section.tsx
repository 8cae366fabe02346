import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { LucideIcon } from 'lucide-react';

interface FrontSectionProps {
  id: string;
  title: string;
  icon: LucideIcon;
  /** A link to the full screen the section previews. */
  more?: { href: string; label: string };
  children: ReactNode;
}

/** One block of the front page: its heading, a way to the whole list, and the preview. */
export function FrontSection({ id, title, icon: Icon, more, children }: FrontSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="grid gap-4" data-front-section={id}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold sm:text-2xl">
          <Icon aria-hidden="true" className="size-5 text-accent-text" />
          {title}
        </h2>
        {more ? (
          <Link href={more.href} className="text-sm font-medium text-accent-text underline-offset-4 hover:underline">
            {more.label} →
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
