import type { LucideIcon } from 'lucide-react';
import { Box, CircleQuestionMark, Crown, Gamepad2, MessageSquare, Shield, Ticket, Trophy } from 'lucide-react';

export interface Section {
  label: string;
  href: string;
  icon: LucideIcon;
  /** Other paths that belong to this section, for the active highlight. */
  alsoActiveOn?: string;
  adminOnly?: boolean;
}

/**
 * Every section except the dashboard, which the logo links to (spec part 1 §2), and
 * Premium: the plans were reachable only from the games' upgrade prompts and the account menu.
 */
export const sections: readonly Section[] = [
  { label: 'Fowl Case', href: '/fowl-case', icon: Box },
  { label: 'Mini Games', href: '/mini-games', icon: Gamepad2 },
  { label: 'Raffles', href: '/raffles', icon: Ticket, alsoActiveOn: '/raffle/' },
  { label: 'Leaderboard', href: '/leaderboard', icon: Trophy },
  // The plans and the member's own management page are one section.
  { label: 'Premium', href: '/subscriptions', icon: Crown, alsoActiveOn: '/subscription' },
  { label: 'FAQ', href: '/faq', icon: CircleQuestionMark },
  { label: 'Feedback', href: '/feedback', icon: MessageSquare, alsoActiveOn: '/feedback-history' },
  { label: 'Admin', href: '/admin', icon: Shield, adminOnly: true },
];

export function isSectionActive(section: Section, pathname: string): boolean {
  if (pathname === section.href || pathname.startsWith(`${section.href}/`)) return true;
  return section.alsoActiveOn !== undefined && pathname.startsWith(section.alsoActiveOn);
}

/** On the admin area the section menu gives way to a single way back. */
export const isAdminArea = (pathname: string): boolean => pathname === '/admin-login' || pathname === '/admin' || pathname.startsWith('/admin/');
