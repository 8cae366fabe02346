import { Link } from 'wouter';
import { ContactForm } from '../features/feedback/components/contact-form';
import { LegalPage, type LegalSection } from '../features/legal/components/legal-page';
import { SupportChannels } from '../features/legal/components/support-channels';
import { SUPPORT_RESPONSE_TIME } from '../features/legal/support-contact';

const sections: LegalSection[] = [
  {
    id: 'reach-us',
    title: 'How to reach us',
    body: (
      <div className="grid gap-4">
        <p>Write to us here, signed in or not: we answer by email.</p>
        <ContactForm responseTime={SUPPORT_RESPONSE_TIME} />
        <SupportChannels linkContactForm={false} />
      </div>
    ),
  },
  {
    id: 'what-to-include',
    title: 'What to include',
    body: (
      <ul>
        <li>The last six characters of your Steam ID, shown in your account menu.</li>
        <li>What happened and when, and the raffle, game or payment it concerns.</li>
        <li>For a missing prize: check first that the trade URL on your dashboard is your own account's current one.</li>
      </ul>
    ),
  },
  {
    id: 'common-answers',
    title: 'Before you write',
    body: (
      <ul>
        <li>
          Questions about fowls, Premium, the Fowl Case, raffles or fairness are answered in the <Link href="/faq">FAQ</Link>.
        </li>
        <li>
          Refunds: see the <Link href="/refund-policy">Refund Policy</Link>.
        </li>
        <li>Banned accounts cannot use the feedback form: write to us with the contact form above.</li>
        <li>Problems with your Steam account itself (sign-in, trade holds, Steam Guard) are for Steam Support: we are not affiliated with Valve or Steam.</li>
      </ul>
    ),
  },
];

export function ContactRoute() {
  return (
    <LegalPage
      title="Contact"
      showUpdated={false}
      summary={
        <p className="leading-relaxed">
          We're happy to help with your account, prizes, Premium or anything else about Fowls. Support answers within 1–2 business days.
        </p>
      }
      sections={sections}
    />
  );
}
