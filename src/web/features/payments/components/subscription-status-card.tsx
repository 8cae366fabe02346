import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { CalendarClock, Crown, RefreshCw } from 'lucide-react';
import type { User } from '../../../../core/contracts/accounts';
import { FREE_TRIAL_FEATURES, PREMIUM_FEATURES, PREMIUM_MONTHLY, formatUsd, timeRemainingText } from '../../../../core/premium';
import { MembershipBadge } from '../../../components/membership-badge';
import { buttonClass } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { PlanFeatureList } from './plan-feature-list';

const CHECKOUT_PATH = `/checkout?plan=${PREMIUM_MONTHLY.id}`;

export const formatDateTime = (iso: string): string => new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm text-fg-muted">{term}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/** Status, plan, expiry and time remaining (spec part 1 §2 Subscription management). */
export function SubscriptionStatusCard({ user, now }: { user: User; now: Date }) {
  const expiresAt = user.subscriptionExpiresAt;
  const lapsed = !user.isSubscribed && expiresAt !== null;
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>Your membership</CardTitle>
          <MembershipBadge isSubscribed={user.isSubscribed} />
        </div>
      </CardHeader>
      <CardContent className="grid gap-6">
        <dl className="grid gap-3">
          <Row term="Status">{user.isSubscribed ? 'Active' : lapsed ? 'Expired' : 'Free Trial'}</Row>
          <Row term="Plan">{user.isSubscribed ? PREMIUM_MONTHLY.name : 'Free Trial'}</Row>
          <Row term={lapsed ? 'Expired on' : 'Expires'}>{expiresAt ? formatDateTime(expiresAt) : 'Never: the free trial has no end date'}</Row>
          {user.isSubscribed && expiresAt ? (
            <Row term="Time remaining">
              <span className="inline-flex items-center gap-1.5">
                <CalendarClock aria-hidden="true" className="size-4 text-accent-text" />
                {timeRemainingText(new Date(expiresAt), now)}
              </span>
            </Row>
          ) : null}
          <Row term="Renewal">Manual: Premium never renews automatically.</Row>
        </dl>
        <div className="grid gap-3">
          <h3 className="font-semibold">{user.isSubscribed ? 'Your Premium features' : 'What you have on the free trial'}</h3>
          <PlanFeatureList
            features={user.isSubscribed ? PREMIUM_FEATURES : FREE_TRIAL_FEATURES}
            label={user.isSubscribed ? 'Premium features' : 'Free trial features'}
          />
        </div>
        <div className="grid gap-2 rounded-lg border border-line bg-surface-2 p-4">
          <p className="text-sm text-fg-muted">
            {user.isSubscribed
              ? `Renewing adds ${PREMIUM_MONTHLY.durationDays} days to your current expiry, for ${formatUsd(PREMIUM_MONTHLY.priceCents)} in crypto.`
              : `Premium is ${formatUsd(PREMIUM_MONTHLY.priceCents)} for ${PREMIUM_MONTHLY.durationDays} days, paid in crypto.`}
          </p>
          <Link href={CHECKOUT_PATH} className={buttonClass('primary', 'md', 'justify-self-start')}>
            {user.isSubscribed ? <RefreshCw aria-hidden="true" className="size-4" /> : <Crown aria-hidden="true" className="size-4" />}
            {user.isSubscribed ? 'Renew Now' : 'Upgrade to Premium'}
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
