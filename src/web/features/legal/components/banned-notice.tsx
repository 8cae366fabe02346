import { Link } from 'wouter';
import { Ban, Mail } from 'lucide-react';
import { BANNED_MESSAGE } from '../../../../core/accounts';
import { buttonClass } from '../../../components/ui/button';

/** Where the contact form is: first thing on the contact page. */
export const CONTACT_FORM_PATH = '/contact';

/**
 * What a banned player sees where their sign-in ends: the ban, and the one way
 * left to question it, the contact form, which works without a session.
 */
export function BannedNotice() {
  return (
    <section
      aria-labelledby="banned-notice-title"
      data-testid="banned-notice"
      className="grid gap-3 rounded-xl border border-danger/50 bg-danger/10 p-5 text-left sm:p-6"
    >
      <h2 id="banned-notice-title" className="flex items-center gap-2 text-lg font-semibold text-danger-text">
        <Ban aria-hidden="true" className="size-5 shrink-0" />
        Account banned
      </h2>
      <p className="text-sm text-fg">{BANNED_MESSAGE}</p>
      <Link href={CONTACT_FORM_PATH} className={buttonClass('outline', 'md', 'justify-self-start')}>
        <Mail aria-hidden="true" className="size-4" />
        Contact support
      </Link>
    </section>
  );
}
