import { useState } from 'react';
import { Link } from 'wouter';
import { ChevronDown, Eye, LogOut, ShieldCheck } from 'lucide-react';
import type { User } from '../../../core/contracts/accounts';
import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { PremiumLink } from '../../components/premium-link';
import { Button, buttonClass } from '../../components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '../../components/ui/popover';
import { toast } from '../../components/ui/use-toast';
import { MembershipBadge } from '../../components/membership-badge';
import { TradeUrlForm } from '../../features/accounts/components/trade-url-form';
import { useLogout } from '../../features/accounts/api/logout';
import { formatSteamIdSuffix } from '../../lib/format';

/**
 * Avatar, name and the account panel: Steam ID suffix, membership and the way to
 * Premium, trade URL and Logout. The shared spectator account has no membership
 * or prizes, so its panel names the mode and offers only Logout.
 */
export function UserMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const logout = useLogout({
    onError: () => toast({ title: 'Logout Failed', description: 'Please try again.', variant: 'destructive' }),
  });
  const spectator = user.isSpectator;
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <button
          type="button"
          aria-label={`Account menu: ${user.username}`}
          className="flex items-center gap-2 rounded-full py-1 pr-1 pl-1 text-sm font-medium text-fg hover:bg-surface-2 sm:pr-2"
        >
          <Avatar src={user.avatar} name={user.username} className="size-8" />
          <span className="hidden max-w-[10rem] truncate xl:inline">{user.username}</span>
          <ChevronDown aria-hidden="true" className="hidden size-4 text-fg-muted sm:block" />
        </button>
      </PopoverTrigger>
      <PopoverContent
        aria-label="Account"
        tabIndex={-1}
        // Focus the panel, not the trade-URL input: on phones that would pop the keyboard open.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
      >
        <div className="grid gap-4">
          <div className="flex items-center gap-3">
            <Avatar src={user.avatar} name={user.username} className="size-11" />
            <div className="grid min-w-0 gap-1">
              <p className="truncate font-semibold">{user.username}</p>
              {spectator ? null : <p className="font-mono text-xs text-fg-muted">{formatSteamIdSuffix(user.steamId)}</p>}
            </div>
            <div className="ml-auto">
              {spectator ? (
                <Badge variant="outline">
                  <Eye aria-hidden="true" className="size-3" />
                  Spectator
                </Badge>
              ) : (
                <MembershipBadge isSubscribed={user.isSubscribed} />
              )}
            </div>
          </div>
          {spectator ? null : (
            <>
              {/* A click on the link closes the panel as the page changes. */}
              <div onClick={() => setOpen(false)}>
                <PremiumLink user={user} className="w-full" />
              </div>
              <div className="h-px bg-line" />
              <TradeUrlForm currentUrl={user.tradeOfferUrl} compact />
              <div className="h-px bg-line" />
              <Link href="/play-limits" onClick={() => setOpen(false)} className={buttonClass('ghost', 'md', 'w-full justify-start')}>
                <ShieldCheck aria-hidden="true" className="size-4" />
                Play limits
              </Link>
            </>
          )}
          <div className="h-px bg-line" />
          <Button variant="outline" onClick={() => logout.mutate()} loading={logout.isPending} className="w-full">
            {logout.isPending ? null : <LogOut aria-hidden="true" className="size-4" />}
            Logout
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
