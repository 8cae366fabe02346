import { Link } from 'wouter';
import { LegalPage, type LegalSection } from '../features/legal/components/legal-page';

const sections: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Accepting these terms',
    body: (
      <p>
        These terms apply to everyone who uses Fowls. By signing in and accepting the welcome terms you agree to them and to our{' '}
        <Link href="/privacy-policy">Privacy Policy</Link>. If you do not agree, please do not use the site.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who may use Fowls',
    body: (
      <ul>
        <li>
          You must be <strong>18 years or older</strong>.
        </li>
        <li>You may only sign in with your own Steam account, and only use Fowls where doing so is lawful for you.</li>
        <li>One account per person: accounts created to collect extra rewards, cases or referral bonuses may be closed.</li>
      </ul>
    ),
  },
  {
    id: 'not-gambling',
    title: 'Fowls is not a gambling site',
    body: (
      <p>
        Fowls is an entertainment platform. Nothing of monetary value is ever staked: you cannot deposit money or items, you cannot buy fowls, and you cannot
        cash anything out. Raffles and games are played with fowls only.
      </p>
    ),
  },
  {
    id: 'fowls',
    title: 'Fowls, the virtual currency',
    body: (
      <ul>
        <li>
          Fowls have <strong>no cash value</strong>. They <strong>cannot be bought, sold, deposited or withdrawn</strong>, exchanged for money or items, or
          transferred to another account.
        </li>
        <li>
          You earn fowls on the platform: 500 as the Rookie reward when your account is created, level rewards when your raffle wins reach a new level, Fowl
          Case prizes, mini-game wins and referral rewards.
        </li>
        <li>Fowls are a licence to use a feature of the site, not your property. They end when your account is closed.</li>
        <li>We may correct a balance that changed because of an error, a bug or a breach of these terms.</li>
      </ul>
    ),
  },
  {
    id: 'premium',
    title: 'Premium',
    body: (
      <ul>
        <li>
          Premium costs <strong>$10 for 30 days</strong>, paid in cryptocurrency through our payment provider's hosted checkout. It starts once the provider
          confirms the payment.
        </li>
        <li>
          It does <strong>not renew automatically</strong>: when the 30 days end you return to the free trial unless you buy it again.
        </li>
        <li>
          Premium unlocks the mini-games, a Fowl Case every 4 hours instead of one in total, unlimited raffle entries and your own referral code. Premium does
          not buy fowls.
        </li>
        <li>
          Refunds follow our <Link href="/refund-policy">Refund Policy</Link> (requests within 7 days of the payment).
        </li>
      </ul>
    ),
  },
  {
    id: 'raffles',
    title: 'Raffles and prizes',
    body: (
      <ul>
        <li>
          Prizes are <strong>non-cash digital items</strong> (Counter-Strike items) sent from our Steam account. We do not pay out prizes in money or buy them
          back.
        </li>
        <li>
          When a raffle ends, our server draws the winner, weighted by the fowls each player entered, using a method anyone can verify on the{' '}
          <Link href="/fairness">Fairness</Link> page. The result is final.
        </li>
        <li>
          We send the prize as a Steam trade offer to the trade URL saved on your account, which must belong to the Steam account you signed in with. You are
          responsible for accepting it and for keeping your account able to trade. If delivery fails because of your trade URL or a Steam restriction, we send
          it again once it is fixed.
        </li>
        <li>Raffle entries are not refunded when you do not win. If we cancel a raffle before its draw, every entry is refunded in fowls.</li>
      </ul>
    ),
  },
  {
    id: 'games',
    title: 'Mini-games and the Fowl Case',
    body: (
      <p>
        Mini-games and the Fowl Case use fowls only. Their outcomes come from committed server seeds, your client seed and a counter, so every round can be
        checked; the Fowl Case odds are published on its page. Rounds that were settled are final.
      </p>
    ),
  },
  {
    id: 'conduct',
    title: 'Fair play and conduct',
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>use bots, scripts or automation, or exploit bugs, instead of reporting them;</li>
          <li>use several accounts, or someone else's account or trade URL;</li>
          <li>harass, threaten or spam other players in chat, or post illegal content;</li>
          <li>try to break, overload or get around the limits of the site.</li>
        </ul>
        <p>
          We may remove content, reset balances gained unfairly, and suspend or ban accounts that break these terms. A banned account cannot sign in or use its
          fowls.
        </p>
      </>
    ),
  },
  {
    id: 'affiliation',
    title: 'No affiliation',
    body: (
      <p>
        Fowls is <strong>not affiliated with, endorsed or sponsored by Valve Corporation, Counter-Strike or Steam</strong>. Their names and marks belong to
        their owners. Steam accounts, inventories and trades are subject to Steam's own terms.
      </p>
    ),
  },
  {
    id: 'availability',
    title: 'Availability and changes',
    body: (
      <p>
        We work to keep Fowls running but offer it as it is: it may be paused for maintenance, and features, raffles, games, rewards and these terms may change.
        We announce significant changes on the site; continuing to use Fowls after a change means you accept it.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <p>
        To the extent the law allows, we are not liable for indirect losses, for the loss of fowls (which have no value), or for problems caused by Steam, your
        payment provider or your own devices. Our total liability to you is limited to what you paid us for Premium in the 30 days before the claim. Nothing
        here limits rights you have by law.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms? See the <Link href="/contact">contact page</Link>.
      </p>
    ),
  },
];

export function TermsOfServiceRoute() {
  return (
    <LegalPage
      title="Terms of Service"
      summary={
        <ul className="grid list-disc gap-1.5 pl-5 leading-relaxed marker:text-accent">
          <li>You must be 18 or older.</li>
          <li>Fowls is not a gambling site.</li>
          <li>Fowls have no cash value and cannot be bought, sold, deposited or withdrawn.</li>
          <li>Prizes are non-cash digital items.</li>
          <li>We are not affiliated with Valve Corporation, Counter-Strike or Steam.</li>
        </ul>
      }
      sections={sections}
    />
  );
}
