import { ShieldCheck } from 'lucide-react';
import { PageHeader } from '../../../components/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCurrentUser } from '../../../lib/auth';
import { usePlayLimits } from '../api/play-limits';
import { BreakPanel } from './break-panel';
import { LimitsForm } from './limits-form';
import { NetResults } from './net-results';

/** Play limits (decision 0033): wager limits, the reality check, breaks and the net result. */
export function PlayLimitsPage() {
  const { data: user, isPending: userPending } = useCurrentUser();
  const limits = usePlayLimits();
  const header = <PageHeader title="Play limits" description="Set how much you play. Lower limits apply at once; higher ones after 24 hours." />;

  if (!userPending && (!user || user.isSpectator)) {
    return (
      <>
        {header}
        <p className="text-fg-muted">{user ? 'Play limits are for player accounts.' : 'Sign in with Steam to set your play limits.'}</p>
      </>
    );
  }
  if (limits.isError) {
    return (
      <>
        {header}
        <p role="alert" className="text-danger-text">
          Your play limits could not be loaded. Please try again.
        </p>
      </>
    );
  }
  if (!limits.data) {
    return (
      <>
        {header}
        <div aria-busy="true" className="grid gap-6 lg:grid-cols-2">
          <span className="sr-only" role="status">
            Loading
          </span>
          <Skeleton className="h-96" />
          <Skeleton className="h-64" />
        </div>
      </>
    );
  }
  const state = limits.data;
  return (
    <>
      {header}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <ShieldCheck aria-hidden="true" className="size-5 text-accent-text" />
              Wager limits
            </CardTitle>
            <CardDescription>Fowls you may stake on games and raffle entries per UTC day, week (from Monday) and month.</CardDescription>
          </CardHeader>
          <CardContent>
            {/* Keyed by what the server holds, so a save or another tab's change refills the fields. */}
            <LimitsForm key={JSON.stringify([state.limits, state.realityCheckMinutes])} state={state} />
          </CardContent>
        </Card>
        <div className="grid gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Take a break</CardTitle>
              <CardDescription>Stops all play on this account at once, on every device.</CardDescription>
            </CardHeader>
            <CardContent>
              <BreakPanel state={state} />
            </CardContent>
          </Card>
          <NetResults />
        </div>
      </div>
    </>
  );
}
