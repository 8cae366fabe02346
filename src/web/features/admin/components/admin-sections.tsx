import { Tabs } from 'radix-ui';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface AdminSection {
  id: string;
  title: string;
  icon: LucideIcon;
  content: ReactNode;
}

const triggerClass =
  'inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold whitespace-nowrap text-fg-muted transition-colors hover:text-fg data-[state=active]:bg-accent data-[state=active]:text-accent-fg';

/**
 * The portal's sections as tabs: one section at a time keeps a phone screen short,
 * and the tab list wraps instead of scrolling sideways. Arrow keys move between tabs.
 */
export function AdminSections({ sections }: { sections: AdminSection[] }) {
  return (
    <Tabs.Root defaultValue={sections[0]?.id} className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <Tabs.List aria-label="Admin sections" className="flex flex-wrap gap-1 rounded-xl border border-line bg-surface p-1.5">
        {sections.map(({ id, title, icon: Icon }) => (
          <Tabs.Trigger key={id} value={id} className={triggerClass}>
            <Icon aria-hidden="true" className="size-4" />
            {title}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {sections.map(({ id, content }) => (
        <Tabs.Content key={id} value={id} className="focus-visible:outline-none">
          {content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
