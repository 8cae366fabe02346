import { useId, useState } from 'react';
import { ChevronDown, RefreshCw, Users } from 'lucide-react';
import type { User } from '../../../../core/contracts/accounts';
import { formatFowls } from '../../../../core/money';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useReferralStats } from '../api/get-referral-stats';
import { ApplyReferralForm, CodeApplied } from './apply-referral-form';
import { ReferralCodeBox } from './referral-code-box';
import { ReferralStatsPanel } from './referral-stats-panel';
import { REFERRAL_REWARD_TEXT } from '../utils/reward-text';

/** A Premium member's code, always in view, and stats that expand and collapse. */
function PremiumReferrals() {
  const stats = useReferralStats(true);
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();

  if (stats.isPending) {
    return (
      <div aria-busy="true" className="grid gap-2">
        <span className="sr-only" role="status">
          Loading your referral code
        </span>
        <Skeleton className="h-11" />
      </div>
    );
  }
  if (stats.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-fg-muted">Could not load your referral code.</p>
        <Button variant="outline" size="sm" onClick={() => void stats.refetch()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      <ReferralCodeBox code={stats.data.referralCode} />
      <Button variant="ghost" size="sm" aria-expanded={expanded} aria-controls={panelId} onClick={() => setExpanded((v) => !v)} className="justify-self-start">
        <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform motion-reduce:transition-none', expanded && 'rotate-180')} />
        {expanded ? 'Hide referral stats' : `Show referral stats (${formatFowls(stats.data.stats.totalReferred)})`}
      </Button>
      <div id={panelId} hidden={!expanded}>
        {expanded ? <ReferralStatsPanel data={stats.data} /> : null}
      </div>
    </div>
  );
}

/** Referral program on the dashboard: apply a code during the trial, share your own as Premium. */
export function ReferralCard({ user }: { user: User }) {
  // Shown at once after a successful apply, before the refreshed user arrives.
  const [justApplied, setJustApplied] = useState(false);
  const applied = justApplied || user.referredBy !== null;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Users aria-hidden="true" className="size-5 text-accent-text" />
          {user.isSubscribed ? 'Refer Friends' : 'Referral Code'}
        </CardTitle>
        <CardDescription>
          {user.isSubscribed
            ? `Share your code: when a friend upgrades to Premium, you both get ${REFERRAL_REWARD_TEXT}.`
            : `Both you and your friend get ${REFERRAL_REWARD_TEXT} when you upgrade to Premium.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {user.isSubscribed ? (
          <PremiumReferrals />
        ) : applied ? (
          <CodeApplied />
        ) : (
          <ApplyReferralForm steamId={user.steamId} onApplied={() => setJustApplied(true)} />
        )}
      </CardContent>
    </Card>
  );
}
