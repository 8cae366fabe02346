import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { User } from '../../../core/contracts/accounts';
import { usePlayLimits } from '../../features/play-limits/api/play-limits';
import { usePlayPauseSync } from '../../features/play-limits/hooks/use-play-pause-sync';
// Already in the first screen's code (the sign-in page shows it too): nothing more to load for it.
import { BannedNotice } from '../../features/legal/components/banned-notice';
import { ChatDock } from '../../features/chat/components/chat-dock';
import { useCurrentUser } from '../../lib/auth';
import { usePlatform } from '../../lib/platform';
import { useRealtimeSync } from '../../lib/socket';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useBannedSignOut } from './use-banned-sign-out';

// Shown to signed-in players only, and only when they have something to show, so a visitor's
// first screen and most players' do not load them.
const WelcomeModal = lazy(async () => ({ default: (await import('../../features/accounts/components/welcome-modal')).WelcomeModal }));
const PlayPausedBanner = lazy(async () => ({ default: (await import('../../features/play-limits/components/play-paused-banner')).PlayPausedBanner }));
const RealityCheck = lazy(async () => ({ default: (await import('../../features/play-limits/components/reality-check')).RealityCheck }));

// Sign-in must stay reachable during maintenance, or admins could never get in.
const MAINTENANCE_EXEMPT = new Set(['/login', '/admin-login']);

/**
 * Players are sent to the maintenance page when the platform says so, not only when
 * a call happens to be refused with 503; admins keep using the site.
 */
function useMaintenanceRedirect(): void {
  const [pathname, navigate] = useLocation();
  const { data: platform } = usePlatform();
  const { data: user, isPending } = useCurrentUser();
  const blocked = platform?.maintenanceMode === true && !isPending && !user?.isAdmin && !MAINTENANCE_EXEMPT.has(pathname);
  useEffect(() => {
    if (blocked) navigate('/maintenance', { replace: true });
  }, [blocked, navigate]);
}

/** The terms dialog, loaded only for a user who must accept them; once shown it stays mounted until it has closed. */
function WelcomeGate({ user }: { user: User }) {
  const [needed] = useState(() => !user.hasSeenWelcome || user.isSpectator);
  return needed ? <WelcomeModal user={user} /> : null;
}

export function AppShell({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser();
  // A player's limits: the banner shows a pause, the reality check needs an interval (no request for a visitor).
  const { data: playLimits } = usePlayLimits();
  useRealtimeSync();
  usePlayPauseSync();
  useMaintenanceRedirect();
  const banned = useBannedSignOut();
  const [pathname] = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-accent focus:px-4 focus:py-2 focus:font-semibold focus:text-accent-fg"
      >
        Skip to content
      </a>
      <SiteHeader />
      {user && !user.isSpectator && playLimits?.pause ? (
        <Suspense fallback={null}>
          <PlayPausedBanner />
        </Suspense>
      ) : null}
      {/* At least a screen tall: the footer starts below the fold, so a page that grows as its data arrives shifts nothing in view. */}
      <ChatDock>
        <main id="main" tabIndex={-1} className="mx-auto min-h-svh w-full max-w-7xl flex-1 px-4 py-6 outline-none sm:px-6 sm:py-10">
          {/* Above whatever page the tab is on, and said at once: the account was banned, and how to reach support.
            The sign-in page shows its own when a sign-in is refused for the ban. */}
          <div role="alert">
            {banned && pathname !== '/login' ? (
              <div className="mb-6">
                <BannedNotice />
              </div>
            ) : null}
          </div>
          {children}
        </main>
        <SiteFooter />
      </ChatDock>
      {/* Keyed by user: switching account on the same page shows the terms again. */}
      <Suspense fallback={null}>
        {user ? <WelcomeGate key={user.id} user={user} /> : null}
        {user && !user.isSpectator && playLimits?.realityCheckMinutes ? <RealityCheck /> : null}
      </Suspense>
    </div>
  );
}
