import { lazy, Suspense, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Redirect } from 'wouter';
import { Gamepad2, Ticket, Trophy } from 'lucide-react';
import { Skeleton } from '../components/ui/skeleton';
import { SteamSignInButton } from '../features/accounts/components/steam-sign-in-button';
import { SignedOutWelcome } from '../features/profile/components/signed-out-welcome';
import { TransactionHistoryLocked } from '../features/profile/components/transaction-history-locked';
import { FrontSection } from '../features/front-page/components/front-section';
import { GameLinks } from '../features/front-page/components/game-links';
import { LatestWinners } from '../features/front-page/components/latest-winners';
import { useFeed } from '../features/feed/api/get-feed';
import { LiveWinsTicker } from '../features/feed/components/live-wins-ticker';
import { useLiveFeed } from '../features/feed/hooks/use-live-feed';
import { miniGames } from '../features/mini-games/components/games';
import { rafflesQueryOptions } from '../features/raffles/api/get-raffles';
import { RaffleShowcase } from '../features/raffles/components/raffle-list';
import { useNow } from '../hooks/use-now';
import { useCurrentUser, useExpectSignedIn } from '../lib/auth';

// The dashboard is a player's screen: its code loads only once someone is signed in.
const loadDashboard = () => import('./dashboard');
const DashboardScreen = lazy(async () => ({ default: (await loadDashboard()).DashboardScreen }));

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
  const queryClient = useQueryClient();
  // A visitor's front page opens on the raffle list, whose first prize image is the
  // largest paint: ask for the list beside the session check instead of after it.
  useEffect(() => {
    if (isPending) void queryClient.prefetchQuery(rafflesQueryOptions());
  }, [isPending, queryClient]);
  // A returning player's dashboard code is fetched beside the session check, not after it.
  useEffect(() => {
    if (isPending && expectSignedIn) void loadDashboard();
  }, [isPending, expectSignedIn]);

  if (isPending) return <DashboardSkeleton />;
  if (!user) return <FrontPage />;
  if (user.isSpectator) return <Redirect to="/spectator" replace />;

  return (
    <Suspense fallback={<DashboardSkeleton />}>
      <DashboardScreen user={user} />
    </Suspense>
  );
}
