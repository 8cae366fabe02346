import { Link } from 'wouter';
import { LegalPage, type LegalSection } from '../features/legal/components/legal-page';

const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        Fowls is a community platform for Counter-Strike players: timed raffles for CS items, small provably-fair games and a Fowl Case, all played with fowls,
        a virtual currency with no cash value. "We" and "us" mean the operator of this site. This policy explains what we keep about you, why, and for how long.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <ul>
          <li>
            <strong>From Steam, when you sign in:</strong> your Steam ID (SteamID64), your public persona name and your avatar. You sign in on Steam's own page;
            we never see your Steam password or Steam Guard codes.
          </li>
          <li>
            <strong>What you give us:</strong> your Steam trade offer URL (to send you prizes), feedback messages, raffle chat messages, the client seed you
            choose for the fairness system, any referral code you apply, and the email address and message you send through the contact form.
          </li>
          <li>
            <strong>Activity records:</strong> every fowl movement (rewards, raffle entries, game bets and wins, Fowl Case prizes, adjustments, refunds), your
            raffle entries and wins, your game rounds with the seeds that decided them, your level, and the trade offers we sent you.
          </li>
          <li>
            <strong>Payment records:</strong> when you buy Premium, the payment provider tells us the charge id, the plan, the amount, the currency and whether
            the payment succeeded. We receive no card data, wallet keys or bank details.
          </li>
          <li>
            <strong>Sign-in sessions:</strong> for each session, a one-way hash of its id, when it started and ends, and the IP address and browser name it was
            opened from. Our servers also keep short-lived technical logs.
          </li>
        </ul>
        <p>We do not collect your real name, date of birth, location or contacts, nor an email address unless you give us one through the contact form.</p>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use it',
    body: (
      <ul>
        <li>To run your account: your balance, level, Premium status and transaction history.</li>
        <li>To run raffles and games, record their outcomes and let anyone verify them on the Fairness page.</li>
        <li>To send raffle prizes as Steam trade offers to the trade URL you saved.</li>
        <li>To activate Premium once the payment provider confirms a payment, and to handle refund requests.</li>
        <li>To read and answer your feedback and contact messages; the email address you give is used only to reply.</li>
        <li>To keep the platform safe: rate limits, investigating abuse, and banning accounts that break the Terms of Service.</li>
      </ul>
    ),
  },
  {
    id: 'what-others-see',
    title: 'What other players see',
    body: (
      <>
        <p>Some of your data is shown to other visitors as part of how the platform works:</p>
        <ul>
          <li>The leaderboard shows your persona name, avatar, Steam ID, fowls wagered on raffles, raffle wins and balance.</li>
          <li>Raffle pages show the persona names and avatars of participants, their entries and the winner.</li>
          <li>Raffle chat messages are visible to the raffle's participants and to admins.</li>
          <li>Spectator screens, which may be shown on streams, display active raffles, participants and recent winners.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <ul>
          <li>
            <strong>Steam (Valve Corporation):</strong> to confirm your sign-in, read your public profile, and send trade offers for your prizes.
          </li>
          <li>
            <strong>Our payment provider:</strong> to take a Premium payment through its hosted checkout. What you enter there is governed by the provider's own
            privacy policy.
          </li>
        </ul>
        <p>We do not sell your data, and we use no advertising or analytics trackers.</p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and browser storage',
    body: (
      <>
        <p>
          We use <strong>one cookie</strong>: <code>fowls_session</code>, which keeps you signed in. It holds a random id, cannot be read by scripts on the
          page, and lasts until you log out or for 30 days (spectator sessions end when the browser closes). There are no analytics, advertising or third-party
          cookies.
        </p>
        <p>
          Your browser also remembers whether you muted the site's sounds (local storage) and, for admins only, the admin portal token until the tab is closed
          (session storage). Neither is sent to anyone.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>Your profile and settings: while your account exists.</li>
        <li>
          Fowl transactions: permanently. The ledger is the record that every balance is correct, so entries are never edited or deleted; the dashboard shows
          only the last 24 hours.
        </li>
        <li>Game rounds, raffle records and trade offers: permanently, so outcomes stay verifiable.</li>
        <li>Payment records: as long as accounting and tax rules require.</li>
        <li>Sessions: until you log out or they expire after 30 days.</li>
        <li>Feedback: while your account exists.</li>
        <li>Contact form messages, with the email address you gave: until you ask us to delete them through the contact page.</li>
      </ul>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your choices and rights',
    body: (
      <>
        <p>
          You can see your balance, level and recent transactions on your dashboard, change your trade URL at any time, and log out to end your session. You may
          ask us for a copy of your data, to correct it, or to delete your account. Deleting an account removes your profile and trade URL; records we must keep
          (fowl transactions, raffle results and payments) are kept without your name and avatar.
        </p>
        <p>
          Send such requests through the <Link href="/contact">contact page</Link>. Depending on where you live, you may also have the right to complain to your
          data protection authority.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Session ids and admin tokens are stored only as hashes, the admin password is stored hashed, cookies are signed and inaccessible to page scripts, and
        every fowl movement is checked against the ledger. No system is perfectly secure; if you believe your account was misused, contact us at once.
      </p>
    ),
  },
  {
    id: 'age',
    title: 'Age limit',
    body: <p>Fowls is only for people aged 18 or older. If we learn that an account belongs to someone younger, we close it.</p>,
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: <p>When this policy changes we update this page and the date at its top. Significant changes are also announced on the site.</p>,
  },
];

export function PrivacyPolicyRoute() {
  return (
    <LegalPage
      title="Privacy Policy"
      summary={
        <p className="leading-relaxed">
          <strong>In short:</strong> we keep your Steam ID, persona name, avatar, trade URL and the record of what you do here, plus payment records from our
          payment provider (never card data). We use a single session cookie, no trackers, and we never sell your data.
        </p>
      }
      sections={sections}
    />
  );
}
