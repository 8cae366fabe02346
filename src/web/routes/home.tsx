import { Link, Redirect, useSearchParams } from 'wouter';
import { LayoutDashboard, Settings } from 'lucide-react';
import type { User } from '../../core/contracts/accounts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Skeleton } from '../components/ui/skeleton';
import { PageHeader } from '../components/page-header';
import { TradeUrlForm } from '../features/accounts/components/trade-url-form';
import { useUserRecord } from '../features/dashboard/api/get-user-record';
import { DashboardOverview } from '../features/dashboard/components/dashboard-overview';
import { SignedOutWelcome } from '../features/dashboard/components/signed-out-welcome';
import { TransactionHistoryLocked } from '../features/dashboard/components/transaction-history-locked';
import { FeedPrivacySwitch } from '../features/live-feed/components/feed-privacy-switch';
import { LiveWinsTicker } from '../features/live-feed/components/live-wins-ticker';
import { NetResults } from '../features/play-limits/components/net-results';
import { ReferralCard } from '../features/referrals/components/referral-card';
import { useCurrentUser } from '../lib/auth';
import { cn } from '../lib/cn';

type Tab = 'overview' | 'settings';

function DashboardTabs({ tab }: { tab: Tab }) {
  const tabs = [
    { id: 'overview', label: 'Overview', href: '/dashboard', icon: LayoutDashboard },
    { id: 'settings', label: 'Settings', href: '/dashboard?tab=settings', icon: Settings },
  ] as const;
  return (
    <nav aria-label="Dashboard">
      <ul className="flex gap-1 rounded-lg border border-line bg-surface p-1">
        {tabs.map((t) => (
          <li key={t.id}>
            <Link
              href={t.href}
              aria-current={tab === t.id ? 'page' : undefined}
              className={cn(
                'flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium',
                tab === t.id ? 'bg-surface-3 text-fg' : 'text-fg-muted hover:text-fg',
              )}
            >
              <t.icon aria-hidden="true" className="size-4" />
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SettingsSection({ user }: { user: User }) {
  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle>Settings</CardTitle>
        <CardDescription>Your Steam trade offer URL is where raffle prizes are sent.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <TradeUrlForm currentUrl={user.tradeOfferUrl} />
        <FeedPrivacySwitch showNameInFeed={user.showNameInFeed} />
      </CardContent>
    </Card>
  );
}

function DashboardSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-6">
      <span className="sr-only" role="status">Loading</span>
      <Skeleton className="h-9 w-48" />
      <div className="grid gap-6 md:grid-cols-[2fr_1fr]">
        <Skeleton className="h-44" />
        <Skeleton className="h-44" />
      </div>
    </div>
  );
}

function Overview({ user }: { user: User }) {
  // The record polled every 5 s (spec part 1 §9); the signed-in user stands in until it arrives.
  const query = useUserRecord(user.steamId);
  const record = query.data ?? user;
  return (
    <>
      {query.isError ? (
        <p role="alert" className="mb-4 rounded-lg border border-danger/50 bg-danger/10 px-4 py-2 text-sm text-danger-text">
          Failed to fetch user data
        </p>
      ) : null}
      <LiveWinsTicker className="mb-6" />
      <DashboardOverview
        user={record}
        balance={user.fowlBalance}
        aside={
          <>
            <ReferralCard user={record} />
            <NetResults />
          </>
        }
      />
    </>
  );
}

export function HomeRoute() {
  const { data: user, isPending } = useCurrentUser();
  const [params] = useSearchParams();
  const tab: Tab = params.get('tab') === 'settings' ? 'settings' : 'overview';

  if (isPending) return <DashboardSkeleton />;
  if (!user) {
    return (
      <div className="grid gap-6">
        <SignedOutWelcome />
        <LiveWinsTicker />
        <TransactionHistoryLocked />
      </div>
    );
  }
  if (user.isSpectator) return <Redirect to="/spectator" replace />;

  return (
    <>
      <PageHeader title="Dashboard" actions={<DashboardTabs tab={tab} />} />
      {tab === 'settings' ? (
        <SettingsSection user={user} />
      ) : (
        <Overview user={user} />
      )}
    </>
  );
}
