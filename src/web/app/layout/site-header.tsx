import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import { LogIn } from 'lucide-react';
import { buttonClass } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { FowlAmount } from '../../components/fowl-amount';
import { ChatToggle } from '../../features/chat/components/chat-toggle';
import { useCurrentUser } from '../../lib/auth';
import { useDisplayedBalance } from '../../lib/balance-hold';
import { Logo } from './logo';
import { MuteToggle } from './mute-toggle';
import { BackToDashboardLink, DesktopNav, MobileNav } from './section-nav';
import { isAdminArea } from './sections';
import { StatusBadges } from './status-badges';

// Only a signed-in player has the account menu: a visitor's first screen does without its code.
const UserMenu = lazy(async () => ({ default: (await import('./user-menu')).UserMenu }));

export function SiteHeader() {
  const [pathname] = useLocation();
  const { data: user, isPending } = useCurrentUser();
  const displayedBalance = useDisplayedBalance(user?.fowlBalance ?? 0);
  const isAdmin = user?.isAdmin ?? false;
  const adminArea = isAdminArea(pathname);

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-canvas/90 backdrop-blur supports-[backdrop-filter]:bg-canvas/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-2 sm:gap-3 sm:px-6">
        {adminArea ? null : <MobileNav isAdmin={isAdmin} />}
        {/* In the admin area the back link already leads home; narrow screens need the room. */}
        <Logo className={adminArea ? 'max-sm:hidden' : undefined} />
        {adminArea ? <BackToDashboardLink /> : <DesktopNav isAdmin={isAdmin} />}
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <StatusBadges isAdmin={isAdmin} />
          <MuteToggle />
          {adminArea ? null : <ChatToggle />}
          {isPending ? (
            <Skeleton className="h-8 w-20" />
          ) : (
            <span data-testid="header-balance" className="flex h-9 items-center rounded-full border border-line bg-surface px-2.5 text-sm sm:px-3">
              <span className="sr-only">Balance: </span>
              <FowlAmount amount={displayedBalance} iconClassName="size-4" />
            </span>
          )}
          {isPending ? (
            <Skeleton className="size-9 rounded-full" />
          ) : user ? (
            <Suspense fallback={<Skeleton className="size-9 rounded-full" />}>
              <UserMenu user={user} />
            </Suspense>
          ) : pathname === '/login' ? null : (
            <Link href="/login" className={buttonClass('primary', 'sm', 'h-9 max-sm:px-2.5 max-sm:text-xs')}>
              <LogIn aria-hidden="true" className="size-4 max-sm:hidden" />
              Sign In with Steam
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
