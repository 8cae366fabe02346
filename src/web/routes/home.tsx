import { lazy, Suspense, useEffect } from 'react';
import { Link, Redirect, useSearchParams } from 'wouter';
import { Gamepad2, LayoutDashboard, Settings, Ticket, Trophy } from 'lucide-react';
import type { User } from '../../core/contracts/accounts';
import { PageHeader } from '../components/page-header';
import { Skeleton } from '../components/ui/skeleton';
import { SteamSignInButton } from '../features/accounts/components/steam-sign-in-button';
import { useUserRecord } from '../features/profile/api/get-user-record';
import { DashboardSummary } from '../features/profile/components/dashboard-summary';
import { SignedOutWelcome } from '../features/profile/components/signed-out-welcome';
import { TransactionHistoryLocked } from '../features/profile/components/transaction-history-locked';
import { FrontSection } from '../features/front-page/components/front-section';
import { GameLinks } from '../features/front-page/components/game-links';
import { LatestWinners } from '../features/front-page/components/latest-winners';
import { useFeed } from '../features/feed/api/get-feed';
import { LiveWinsTicker } from '../features/feed/components/live-wins-ticker';
import { useLiveFeed } from '../features/feed/hooks/use-live-feed';
import { miniGames } from '../features/mini-games/components/games';
import { usePrefetchRaffles } from '../features/raffles/api/get-raffles';
import { RaffleShowcase } from '../features/raffles/components/raffle-list';
import { useNow } from '../hooks/use-now';
import { useCurrentUser, useExpectSignedIn } from '../lib/auth';
import { cn } from '../lib/cn';

// The dashboard is a player's screen: below its first row, its code loads only once someone is signed in.
const loadDashboard = () => import('./dashboard');
const DashboardDetails = lazy(async () => ({ default: (await loadDashboard()).DashboardDetails }));
const DashboardSettings = lazy(async () => ({ default: (await loadDashboard()).DashboardSettings }));

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
      <div className="grid gap-6">
        {/* The balance the header shows too: pushed over the socket, so both change together. */}
        <DashboardSummary user={record} balance={user.fowlBalance} />
        {/* The rest comes below the first row, so its arrival moves nothing already shown. */}
        <Suspense fallback={null}>
          <DashboardDetails record={record} />
        </Suspense>
      </div>
    </>
  );
}

/** The signed-in player's view of `/` and `/dashboard`. */
function DashboardScreen({ user }: { user: User }) {
  const [params] = useSearchParams();
  const tab: Tab = params.get('tab') === 'settings' ? 'settings' : 'overview';
  return (
    <>
      <PageHeader title="Dashboard" actions={<DashboardTabs tab={tab} />} />
      {tab === 'settings' ? (
        <Suspense fallback={<Skeleton className="h-64 max-w-2xl" />}>
          <DashboardSettings user={user} />
        </Suspense>
      ) : (
        <Overview user={user} />
      )}
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
  const expectSignedIn = useExpectSignedIn();
  // A visitor's front page opens on the raffle list, whose first prize image is the largest paint.
  usePrefetchRaffles(isPending && !expectSignedIn);
  // A returning player's dashboard code is fetched beside the session check, not after it.
  useEffect(() => {
    if (isPending && expectSignedIn) void loadDashboard();
  }, [isPending, expectSignedIn]);

  if (isPending) return <DashboardSkeleton />;
  if (!user) return <FrontPage />;
  if (user.isSpectator) return <Redirect to="/spectator" replace />;

  return <DashboardScreen user={user} />;
}
