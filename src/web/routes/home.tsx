import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Redirect, useSearchParams } from 'wouter';
import { Gamepad2, LayoutDashboard, Settings, Ticket, Trophy } from 'lucide-react';
import type { User } from '../../core/contracts/accounts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Skeleton } from '../components/ui/skeleton';
import { PageHeader } from '../components/page-header';
import { SteamSignInButton } from '../features/accounts/components/steam-sign-in-button';
import { TradeUrlForm } from '../features/accounts/components/trade-url-form';
import { useUserRecord } from '../features/profile/api/get-user-record';
import { DashboardOverview } from '../features/profile/components/dashboard-overview';
import { SignedOutWelcome } from '../features/profile/components/signed-out-welcome';
import { TransactionHistoryLocked } from '../features/profile/components/transaction-history-locked';
import { FrontSection } from '../features/front-page/components/front-section';
import { GameLinks } from '../features/front-page/components/game-links';
import { LatestWinners } from '../features/front-page/components/latest-winners';
import { useFeed } from '../features/feed/api/get-feed';
import { FeedPrivacySwitch } from '../features/feed/components/feed-privacy-switch';
import { LiveWinsTicker } from '../features/feed/components/live-wins-ticker';
import { useLiveFeed } from '../features/feed/hooks/use-live-feed';
import { miniGames } from '../features/mini-games/components/games';
import { rafflesQueryOptions } from '../features/raffles/api/get-raffles';
import { RaffleShowcase } from '../features/raffles/components/raffle-list';
import { NetResults } from '../features/play-limits/components/net-results';
import { ReferralCard } from '../features/referrals/components/referral-card';
import { useNow } from '../hooks/use-now';
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
      <span className="sr-only" role="status">
        Loading
      </span>
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

/** How many live raffles the front page previews. */
const FRONT_PAGE_RAFFLES = 3;

/**
 * The signed-out front page (issue 13, item 10): what the platform is at a glance,
 * from public reads only (the raffle list and the live wins feed), with one sign-in
 * action. The specification's welcome line and locked history stay (spec part 1 §3).
 */
function FrontPage() {
  const feed = useFeed();
  useLiveFeed();
  const now = useNow(30_000);
  return (
    <div className="grid gap-10">
      <SignedOutWelcome signIn={<SteamSignInButton className="w-full sm:w-auto" />} />
      <LiveWinsTicker />
      <FrontSection id="front-raffles" title="Live raffles" icon={Ticket} more={{ href: '/raffles', label: 'All raffles' }}>
        <RaffleShowcase limit={FRONT_PAGE_RAFFLES} />
      </FrontSection>
      <FrontSection id="front-winners" title="Latest winners" icon={Trophy}>
        <LatestWinners events={feed.data?.events} loading={feed.isPending} failed={feed.isError} now={now} />
      </FrontSection>
      <FrontSection id="front-games" title="Games" icon={Gamepad2} more={{ href: '/mini-games', label: 'All games' }}>
        <GameLinks games={miniGames} />
      </FrontSection>
      <TransactionHistoryLocked />
    </div>
  );
}

export function HomeRoute() {
  const { data: user, isPending } = useCurrentUser();
  const [params] = useSearchParams();
  const tab: Tab = params.get('tab') === 'settings' ? 'settings' : 'overview';
  const queryClient = useQueryClient();
  // A visitor's front page opens on the raffle list, whose first prize image is the
  // largest paint: ask for the list beside the session check instead of after it.
  useEffect(() => {
    if (isPending) void queryClient.prefetchQuery(rafflesQueryOptions());
  }, [isPending, queryClient]);

  if (isPending) return <DashboardSkeleton />;
  if (!user) return <FrontPage />;
  if (user.isSpectator) return <Redirect to="/spectator" replace />;

  return (
    <>
      <PageHeader title="Dashboard" actions={<DashboardTabs tab={tab} />} />
      {tab === 'settings' ? <SettingsSection user={user} /> : <Overview user={user} />}
    </>
  );
}
