import { Link } from 'wouter';
import { Mail, MessageSquare, Send } from 'lucide-react';
import { SUPPORT_EMAIL, SUPPORT_RESPONSE_TIME } from '../support-contact';
import { CONTACT_FORM_PATH } from './banned-notice';

/** The ways to reach support, for the contact and refund pages; the contact page shows its form itself. */
export function SupportChannels({ linkContactForm = true }: { linkContactForm?: boolean }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {linkContactForm ? (
        <div className="grid gap-1.5 rounded-lg border border-line bg-surface p-4 sm:col-span-2">
          <span className="flex items-center gap-2 font-semibold text-fg">
            <Send aria-hidden="true" className="size-4 text-accent-text" />
            Contact form
          </span>
          <span className="text-sm">
            Anyone can write through the <Link href={CONTACT_FORM_PATH}>contact form</Link>, no sign-in needed; we answer by email.
          </span>
        </div>
      ) : null}
      <div className={`grid gap-1.5 rounded-lg border border-line bg-surface p-4 ${SUPPORT_EMAIL ? '' : 'sm:col-span-2'}`}>
        <span className="flex items-center gap-2 font-semibold text-fg">
          <MessageSquare aria-hidden="true" className="size-4 text-accent-text" />
          Feedback form
        </span>
        <span className="text-sm">
          Signed-in players: write to us through the <Link href="/feedback">feedback form</Link>. Our answer appears in your{' '}
          <Link href="/feedback-history">feedback history</Link>.
        </span>
      </div>
      {SUPPORT_EMAIL ? (
        <div className="grid gap-1.5 rounded-lg border border-line bg-surface p-4">
          <span className="flex items-center gap-2 font-semibold text-fg">
            <Mail aria-hidden="true" className="size-4 text-accent-text" />
            Email
          </span>
          <span className="text-sm">
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>, also if you cannot sign in.
          </span>
        </div>
      ) : null}
      <div className="grid gap-1.5 rounded-lg border border-line bg-surface p-4 sm:col-span-2">
        <span className="font-semibold text-fg">Response time</span>
        <span className="text-sm">We answer within {SUPPORT_RESPONSE_TIME}.</span>
      </div>
    </div>
  );
}
