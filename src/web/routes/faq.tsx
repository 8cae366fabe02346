import { Fragment, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Accordion } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { CASE_PRIZES, FREE_CASES } from '../../core/games/fowl-case';
import { LEVELS } from '../../core/levels';
import { formatFowls } from '../../core/money';
import { formatUsd, PREMIUM_MONTHLY, RENEWAL_REMINDER_DAYS } from '../../core/premium';
import { PageHeader } from '../components/page-header';
import { proseClass } from '../features/legal/components/legal-page';
import { REFERRAL_REWARD_TEXT } from '../features/referrals/utils/reward-text';

// Every number below comes from the code that applies it, so the answers cannot drift from the rules.
const rookie = LEVELS[0]!;
const price = formatUsd(PREMIUM_MONTHLY.priceCents).replace(/\.00$/, '');
const percent = (p: number) => `${Number((p * 100).toFixed(2))}%`;

/**
 * A long address that may wrap on a phone: break opportunities after each '/' and
 * before '?' and '&', so it wraps where a reader expects instead of overflowing its
 * card (the card clips) or splitting a word at an arbitrary letter.
 */
function WrappableUrl({ url }: { url: string }) {
  const parts = url.split(/(?<=\/)(?!\/)|(?=[?&])/);
  return (
    <code className="[overflow-wrap:anywhere]" data-testid="example-trade-url">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </code>
  );
}

const questions: ReadonlyArray<{ id: string; question: string; answer: ReactNode }> = [
  {
    id: 'fowls',
    question: 'What are fowls, and how do I get them?',
    answer: (
      <>
        <p>
          Fowls are the virtual currency you play with here. They have <strong>no cash value</strong> and{' '}
          <strong>cannot be bought, sold, deposited or withdrawn</strong>, not even with Premium.
        </p>
        <ul>
          <li>
            Every new account starts with {formatFowls(rookie.reward)} fowls, the {rookie.name} level reward.
          </li>
          <li>
            Winning raffles raises your level, and each new level pays a one-time reward:{' '}
            {LEVELS.slice(1)
              .map((l) => `${l.name} at ${l.minWins} ${l.minWins === 1 ? 'win' : 'wins'} (${formatFowls(l.reward)})`)
              .join(', ')}
            .
          </li>
          <li>The Fowl Case, the mini-games (Premium) and referrals ({REFERRAL_REWARD_TEXT} each when a friend you referred upgrades) add more.</li>
        </ul>
        <p>You spend fowls on raffle entries and mini-game bets.</p>
      </>
    ),
  },
  {
    id: 'premium',
    question: 'What does Premium include, and how do I pay?',
    answer: (
      <>
        <p>
          Premium costs{' '}
          <strong>
            {price} for {PREMIUM_MONTHLY.durationDays} days
          </strong>
          , paid in cryptocurrency through a secure hosted checkout. It never renews by itself: you renew by hand, and we remind you when{' '}
          {RENEWAL_REMINDER_DAYS} or fewer days are left. Buying again while Premium is active adds {PREMIUM_MONTHLY.durationDays} days to its end.
        </p>
        <ul>
          <li>All the mini-games (free trial players cannot play them).</li>
          <li>A Fowl Case every 4 hours, instead of {FREE_CASES === 1 ? 'one' : FREE_CASES} in total.</li>
          <li>Unlimited raffle entries, instead of one.</li>
          <li>Your own referral code to share.</li>
        </ul>
        <p>
          When Premium ends you are back on the free trial and keep your fowls. Changed your mind? See the <Link href="/refund-policy">Refund Policy</Link>{' '}
          (requests within 7 days). <Link href="/subscriptions">See the plans</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'fowl-case',
    question: 'How does the Fowl Case work?',
    answer: (
      <>
        <p>
          The Fowl Case is free to open and always pays between {formatFowls(CASE_PRIZES[0]!.prize)} and {formatFowls(CASE_PRIZES.at(-1)!.prize)} fowls. Free
          trial players can open {FREE_CASES === 1 ? 'one case' : `${FREE_CASES} cases`} in total; Premium members can open one every 4 hours. The odds are
          published:
        </p>
        <ul>
          {CASE_PRIZES.map((p) => (
            <li key={p.prize}>
              {formatFowls(p.prize)} fowls: {percent(p.probability)}
            </li>
          ))}
        </ul>
        <p>
          The prize is decided by the server from your seed pair, like every game, so you can check it on the <Link href="/fairness">Fairness</Link> page.{' '}
          <Link href="/fowl-case">Open the Fowl Case</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'raffles',
    question: 'How do raffles work, and how do I get my prize?',
    answer: (
      <>
        <p>
          Each raffle offers a Counter-Strike item. You enter once per raffle by putting in fowls, at least the raffle's minimum entry; your chance of winning
          is your share of all the fowls entered. Free trial players can enter one raffle, Premium members as many as they like. You need a saved trade URL to
          enter.
        </p>
        <p>
          When the timer runs out, or the raffle is full, the server draws the winner weighted by entry size, and the wheel shows the result. The prize, a
          non-cash digital item, is sent as a <strong>Steam trade offer to your saved trade URL</strong>: accept it on Steam. Entries are not refunded when you
          lose; if a raffle is cancelled before its draw, everyone gets their fowls back. <Link href="/raffles">See the raffles</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'fairness',
    question: 'Is it fair? How can I check a result?',
    answer: (
      <>
        <p>
          Yes, and you don't have to take our word for it. Before you play, the server commits to a secret server seed by showing you its SHA-256 hash. Each
          result comes from HMAC-SHA256 of that seed, your own client seed (which you can change) and a counter, so neither side can pick the outcome. When you
          rotate your seeds, the old server seed is revealed and you can recompute every round.
        </p>
        <p>
          Raffles work the same way: each raffle publishes its seed hash when it is created, the entries are frozen and fingerprinted at the draw, and the seed
          is revealed afterwards. The <Link href="/fairness">Fairness</Link> page verifies every round and draw for you.
        </p>
      </>
    ),
  },
  {
    id: 'trade-url',
    question: 'Where do I find my Steam trade URL?',
    answer: (
      <>
        <p>
          On Steam, open your <strong>Inventory</strong>, choose <strong>Trade Offers</strong>, then <strong>Who can send me Trade Offers?</strong>. The{' '}
          <strong>Trade URL</strong> is under Third-Party Sites, or open{' '}
          <a href="https://steamcommunity.com/my/tradeoffers/privacy#trade_offer_access_url" target="_blank" rel="noopener noreferrer">
            your trade offer privacy page<span className="sr-only"> (opens in a new tab)</span>
          </a>{' '}
          directly. It looks like <WrappableUrl url="https://steamcommunity.com/tradeoffer/new/?partner=…&token=…" />.
        </p>
        <p>
          It must be the trade URL of <strong>the Steam account you signed in with</strong>; we check that before saving it. Paste it in your{' '}
          <Link href="/dashboard?tab=settings">dashboard settings</Link> or the account menu. If you create a new trade URL on Steam, save the new one here too,
          or prizes cannot reach you.
        </p>
      </>
    ),
  },
];

export function FaqRoute() {
  return (
    <div className="mx-auto grid max-w-3xl">
      <PageHeader title="Frequently Asked Questions" description="Quick answers about fowls, Premium, the Fowl Case, raffles, fairness and trade URLs." />
      <Accordion.Root type="multiple" className="grid gap-3">
        {questions.map((q) => (
          <Accordion.Item key={q.id} value={q.id} className="min-w-0 overflow-hidden rounded-xl border border-line bg-surface shadow-lg shadow-black/20">
            <Accordion.Header asChild>
              <h2>
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-fg transition-colors hover:bg-surface-2 sm:px-6 sm:text-lg">
                  {q.question}
                  <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-fg-muted transition-transform group-data-[state=open]:rotate-180" />
                </Accordion.Trigger>
              </h2>
            </Accordion.Header>
            <Accordion.Content className={`${proseClass} border-t border-line px-5 py-4 sm:px-6`}>{q.answer}</Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
      <p className="mt-8 text-center text-fg-muted">
        Still stuck?{' '}
        <Link href="/feedback" className="font-medium text-accent-text underline underline-offset-2">
          Send us feedback
        </Link>{' '}
        or see{' '}
        <Link href="/contact" className="font-medium text-accent-text underline underline-offset-2">
          how to contact us
        </Link>
        .
      </p>
    </div>
  );
}
