import { useId, useState } from 'react';
import { Link } from 'wouter';
import { Eye, Search, Users } from 'lucide-react';
import { FowlAmount } from '../../../components/fowl-amount';
import { Avatar } from '../../../components/ui/avatar';
import { buttonClass } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAdminUsers } from '../api/get-users';
import { AdjustBalanceDialog } from './adjust-balance-dialog';
import { BanButton } from './ban-button';
import { UserBadges } from './user-badges';

/** The portal's User Management section: search, ban and unban, balance adjustments. */
export function UserManagement() {
  const [search, setSearch] = useState('');
  const searchId = useId();
  const users = useAdminUsers(search.trim());

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Users aria-hidden="true" className="size-5 text-accent-text" />
          User Management
        </CardTitle>
        <CardDescription>Find players, adjust balances and ban or unban accounts.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="relative">
          <label htmlFor={searchId} className="sr-only">
            Search users
          </label>
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-subtle" />
          <Input
            id={searchId}
            type="search"
            className="pl-9"
            placeholder="Search by username or Steam ID"
            value={search}
            maxLength={64}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        {users.isPending ? (
          <div className="grid gap-2" aria-label="Loading users">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
        ) : users.isError ? (
          <p role="alert" className="text-sm text-danger-text">
            Could not load users.
          </p>
        ) : users.data.users.length === 0 ? (
          <p className="text-sm text-fg-muted">No users found.</p>
        ) : (
          <ul className="grid max-h-[32rem] gap-2 overflow-y-auto pr-1" aria-label="Users" tabIndex={0}>
            {users.data.users.map((user) => (
              <li key={user.id} className="flex flex-wrap items-center gap-3 rounded-lg border border-line bg-canvas/60 p-3">
                <Avatar src={user.avatar} name={user.username} className="size-10" />
                <div className="grid min-w-0 flex-1 gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="truncate font-semibold text-fg">{user.username}</span>
                    <UserBadges user={user} />
                  </div>
                  <span className="truncate font-mono text-xs text-fg-muted">{user.steamId}</span>
                  <FowlAmount amount={user.fowlBalance} className="text-sm" />
                </div>
                <div className="flex flex-wrap gap-2">
                  <Link href={`/admin/user/${user.id}`} className={buttonClass('outline', 'sm')} aria-label={`View ${user.username}`}>
                    <Eye aria-hidden="true" className="size-4" />
                    View
                  </Link>
                  {!user.isAdmin && <BanButton user={user} />}
                  <AdjustBalanceDialog user={user} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
