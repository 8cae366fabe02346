import { Link, useSearchParams } from 'wouter';
import { LayoutDashboard, Settings } from 'lucide-react';
import type { User } from '../../core/contracts/accounts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { PageHeader } from '../components/page-header';
import { TradeUrlForm } from '../features/accounts/components/trade-url-form';
import { useUserRecord } from '../features/profile/api/get-user-record';
import { DashboardOverview } from '../features/profile/components/dashboard-overview';
import { FeedPrivacySwitch } from '../features/feed/components/feed-privacy-switch';
import { LiveWinsTicker } from '../features/feed/components/live-wins-ticker';
import { NetResults } from '../features/play-limits/components/net-results';
import { ReferralCard } from '../features/referrals/components/referral-card';
import { cn } from '../lib/cn';

// The signed-in player's view of `/` and `/dashboard`. HomeRoute loads it only for a
// player, so a visitor's front page does not carry the dashboard's code.

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

export function DashboardScreen({ user }: { user: User }) {
  const [params] = useSearchParams();
  const tab: Tab = params.get('tab') === 'settings' ? 'settings' : 'overview';
  return (
    <>
      <PageHeader title="Dashboard" actions={<DashboardTabs tab={tab} />} />
      {tab === 'settings' ? <SettingsSection user={user} /> : <Overview user={user} />}
    </>
  );
}
