import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Crown, LogIn, Settings } from 'lucide-react';
import type { User } from '../../../../core/contracts/accounts';
import { formatUsd, FREE_TRIAL_FEATURES, PREMIUM_FEATURES, PREMIUM_MONTHLY } from '../../../../core/premium';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { PlanFeatureList } from './plan-feature-list';

const CHECKOUT_PATH = `/checkout?plan=${PREMIUM_MONTHLY.id}`;

function PlanCard(props: {
  title: string;
  price: string;
  period: string;
  description: string;
  features: readonly string[];
  current: boolean;
  highlight?: boolean;
  action: ReactNode;
}) {
  return (
    <Card className={cn('flex flex-col', props.highlight && 'border-violet-400/50 shadow-violet-950/40')}>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle className="flex items-center gap-2">
            {props.highlight ? <Crown aria-hidden="true" className="size-5 text-premium-text" /> : null}
            {props.title}
          </CardTitle>
          {props.current ? <Badge variant={props.highlight ? 'premium' : 'accent'}>Current Plan</Badge> : null}
        </div>
        <p className="mt-1 flex items-baseline gap-1.5">
          <span className="text-3xl font-bold tracking-tight">{props.price}</span>
          <span className="text-sm text-fg-muted">{props.period}</span>
        </p>
        <CardDescription>{props.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        <PlanFeatureList features={props.features} label={`${props.title} includes`} />
      </CardContent>
      <CardFooter className="flex-wrap">{props.action}</CardFooter>
    </Card>
  );
}

/** 'Free Trial' and 'Premium Monthly' (spec part 1 §2 Subscriptions). */
export function PlanCards({ user }: { user: User | null }) {
  const premium = user?.isSubscribed ?? false;
  const premiumAction = !user ? (
    <Link href="/login" className={buttonClass('steam', 'md', 'w-full')}>
      <LogIn aria-hidden="true" className="size-4" />
      Sign in to Upgrade
    </Link>
  ) : premium ? (
    <Link href="/subscription-management" className={buttonClass('primary', 'md', 'w-full')}>
      <Settings aria-hidden="true" className="size-4" />
      Manage Subscription
    </Link>
  ) : (
    <Link href={CHECKOUT_PATH} className={buttonClass('primary', 'md', 'w-full')}>
      <Crown aria-hidden="true" className="size-4" />
      Upgrade to Premium
    </Link>
  );
  const trialAction = !user ? (
    <Link href="/login" className={buttonClass('outline', 'md', 'w-full')}>
      Start the Free Trial
    </Link>
  ) : (
    <p className="w-full text-center text-sm text-fg-muted">{premium ? 'Included in Premium.' : 'You are on the free trial.'}</p>
  );
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
      <PlanCard
        title="Free Trial"
        price="$0"
        period="free"
        description="Try the platform with your Steam account."
        features={FREE_TRIAL_FEATURES}
        current={Boolean(user) && !premium}
        action={trialAction}
      />
      <PlanCard
        title={PREMIUM_MONTHLY.name}
        price={formatUsd(PREMIUM_MONTHLY.priceCents)}
        period={`per ${PREMIUM_MONTHLY.durationDays} days`}
        description="Everything on the platform, paid in crypto. Renew by hand: it never renews automatically."
        features={PREMIUM_FEATURES}
        current={premium}
        highlight
        action={premiumAction}
      />
    </div>
  );
}
