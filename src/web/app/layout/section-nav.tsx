import { Link, useLocation } from 'wouter';
import { ArrowLeft, Menu, MessageSquare } from 'lucide-react';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { setChatOpen } from '../../features/chat/hooks/chat-open';
import { cn } from '../../lib/cn';
import { isSectionActive, sections, type Section } from './sections';

const visibleSections = (isAdmin: boolean) => sections.filter((s) => !s.adminOnly || isAdmin);

/** Inline links from the `lg` breakpoint up. */
export function DesktopNav({ isAdmin }: { isAdmin: boolean }) {
  const [pathname] = useLocation();
  return (
    <nav aria-label="Sections" className="hidden lg:block">
      <ul className="flex items-center gap-0.5 xl:gap-1">
        {visibleSections(isAdmin).map((section) => {
          const active = isSectionActive(section, pathname);
          return (
            <li key={section.href}>
              <Link
                href={section.href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex items-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors xl:px-2.5',
                  section.adminOnly
                    ? 'ml-1 border border-accent/50 text-accent-text hover:bg-accent/10'
                    : active
                      ? 'bg-surface-2 text-fg'
                      : 'text-fg-muted hover:bg-surface-2 hover:text-fg',
                  section.adminOnly && active && 'bg-accent/15',
                )}
              >
                {/* Icons only where the bar has room for them next to the account controls. */}
                <section.icon aria-hidden="true" className="hidden size-4 2xl:block" />
                {section.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function MobileItem({ section, active }: { section: Section; active: boolean }) {
  return (
    <DropdownMenuItem asChild className={cn(active && 'bg-surface-3', section.adminOnly && 'text-accent-text')}>
      <Link href={section.href} aria-current={active ? 'page' : undefined}>
        <section.icon aria-hidden="true" />
        {section.label}
      </Link>
    </DropdownMenuItem>
  );
}

/** A hamburger menu below the `lg` breakpoint. */
export function MobileNav({ isAdmin }: { isAdmin: boolean }) {
  const [pathname] = useLocation();
  const items = visibleSections(isAdmin);
  const regular = items.filter((s) => !s.adminOnly);
  const admin = items.filter((s) => s.adminOnly);
  return (
    <nav aria-label="Sections" className="lg:hidden">
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Open menu">
            <Menu aria-hidden="true" className="size-5" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" portal={false} className="w-64">
          <DropdownMenuLabel>Sections</DropdownMenuLabel>
          {regular.map((section) => (
            <MobileItem key={section.href} section={section} active={isSectionActive(section, pathname)} />
          ))}
          <DropdownMenuItem onSelect={() => setChatOpen(true)}>
            <MessageSquare aria-hidden="true" className="size-4" />
            Chat
          </DropdownMenuItem>
          {admin.length > 0 ? <DropdownMenuSeparator /> : null}
          {admin.map((section) => (
            <MobileItem key={section.href} section={section} active={isSectionActive(section, pathname)} />
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </nav>
  );
}

/** Replaces the section menu inside the admin area. */
export function BackToDashboardLink() {
  return (
    <nav aria-label="Admin">
      <Link
        href="/"
        className="flex items-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap text-fg-muted hover:bg-surface-2 hover:text-fg sm:px-3"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {/* Narrow screens show 'Dashboard' but still announce the full label. */}
        <span>
          <span className="max-sm:sr-only">Back to </span>
          Dashboard
        </span>
      </Link>
    </nav>
  );
}
