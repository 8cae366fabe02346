import { Link } from 'wouter';
import { LegalPage, type LegalSection } from '../features/legal/components/legal-page';
import { SupportChannels } from '../features/legal/components/support-channels';
import { SUPPORT_RESPONSE_TIME } from '../features/legal/support-contact';

const sections: LegalSection[] = [
  {
    id: 'what-can-be-refunded',
    title: 'What can be refunded',
    body: (
      <p>
        The only thing you can pay for on Fowls is Premium: $10 for 30 days. You can ask for a refund of a Premium payment <strong>within 7 days</strong> of
        making it, for any reason.
      </p>
    ),
  },
  {
    id: 'how-to-ask',
    title: 'How to ask',
    body: (
      <>
        <p>Contact us and include:</p>
        <ul>
          <li>the last six characters of your Steam ID (shown in your account menu);</li>
          <li>the date of the payment and, if you have it, its charge id from the payment page;</li>
          <li>the wallet address and network the refund should go to.</li>
        </ul>
        <SupportChannels />
      </>
    ),
  },
  {
    id: 'how-refunds-are-paid',
    title: 'How refunds are paid',
    body: (
      <ul>
        <li>
          We answer within {SUPPORT_RESPONSE_TIME} and refund the US dollar amount you paid through our payment provider, in cryptocurrency, to the address you
          give us.
        </li>
        <li>Blockchain network fees are set by the network, not by us, and may be taken from the amount sent.</li>
        <li>Premium ends when the refund is issued; your account returns to the free trial.</li>
      </ul>
    ),
  },
  {
    id: 'not-refundable',
    title: 'What cannot be refunded',
    body: (
      <ul>
        <li>Premium payments more than 7 days old. Premium does not renew by itself, so you are never charged again without buying it again.</li>
        <li>Fowls, raffle entries, game rounds and Fowl Case openings: fowls have no cash value and are never sold, so there is nothing to refund.</li>
        <li>Raffle prizes, which are non-cash digital items.</li>
      </ul>
    ),
  },
  {
    id: 'payment-problems',
    title: 'Payment problems',
    body: (
      <p>
        If you paid but Premium was not activated, or you were charged twice, contact us at any time, not only within 7 days: we either activate what you paid
        for or refund it. See also the <Link href="/terms-of-service">Terms of Service</Link>.
      </p>
    ),
  },
];

export function RefundPolicyRoute() {
  return (
    <LegalPage
      title="Refund Policy"
      summary={
        <p className="leading-relaxed">
          <strong>In short:</strong> ask within 7 days of buying Premium and we refund it. Fowls have no cash value and are never sold, so they are never
          refunded.
        </p>
      }
      sections={sections}
    />
  );
}
