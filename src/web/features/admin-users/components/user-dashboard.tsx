import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { PageHeader } from '../../../components/page-header';
import { FowlAmount } from '../../../components/fowl-amount';
import { Avatar } from '../../../components/ui/avatar';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import type { AdminUser } from '../../../../core/contracts/admin-users';
import { USER_NOT_FOUND } from '../../../../core/contracts/admin-users';
import { useAdminUser } from '../api/get-user';
import { AdjustBalanceDialog } from './adjust-balance-dialog';
import { BanButton } from './ban-button';
import { PlayLimitsFacts } from './play-limits-facts';
import { UserBadges } from './user-badges';
import { OverviewTab, RaffleHistoryTab, ReferralsTab, TransactionsTab } from './user-dashboard-tabs';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const tabs = [
  { id: 'overview', label: 'Overview', Panel: OverviewTab },
  { id: 'transactions', label: 'Transactions', Panel: TransactionsTab },
  { id: 'raffles', label: 'Raffle History', Panel: RaffleHistoryTab },
  { id: 'referrals', label: 'Referrals', Panel: ReferralsTab },
] as const;

const BackLink = () => (
  <Link href="/admin" className="inline-flex items-center gap-1 text-sm text-fg-muted hover:text-fg">
    <ArrowLeft aria-hidden="true" className="size-4" />
    Back to Admin Portal
  </Link>
);

function Message({ title, text }: { title: string; text?: string }) {
  return (
    <div className="grid gap-4">
      <BackLink />
      <PageHeader title={title} description={text} />
    </div>
  );
}

function Facts({ user }: { user: AdminUser }) {
  const facts: [string, ReactNode][] = [
    ['Balance', <FowlAmount key="b" amount={user.fowlBalance} />],
    ['Raffle wins', user.totalWins.toLocaleString()],
    ['Total spent', <FowlAmount key="s" amount={user.totalSpent} />],
    ['Joined', new Date(user.createdAt).toLocaleDateString()],
    ['Last Fowl Case', user.lastDailyCase ? new Date(user.lastDailyCase).toLocaleString() : 'Never'],
    [
      'Trade URL',
      user.tradeOfferUrl ? (
        <span key="t" className="break-all font-mono text-xs">
          {user.tradeOfferUrl}
        </span>
      ) : (
        'Not set'
      ),
    ],
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {facts.map(([label, value]) => (
        <div key={label} className="grid gap-0.5 rounded-lg border border-line bg-canvas/60 p-3">
          <dt className="text-xs text-fg-muted">{label}</dt>
          <dd className="text-sm font-medium text-fg">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Tabs({ userId }: { userId: string }) {
  const [active, setActive] = useState<(typeof tabs)[number]['id']>('overview');
  const baseId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = tabs.findIndex((t) => t.id === active);
  const current = tabs[index] ?? tabs[0];

  // Arrow keys move between tabs (the WAI-ARIA tabs pattern).
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    setActive(tabs[next]!.id);
    refs.current[next]?.focus();
  };

  return (
    <div className="grid gap-4">
      <div role="tablist" aria-label="User dashboard" className="flex flex-wrap gap-1 rounded-lg border border-line bg-surface p-1" onKeyDown={onKeyDown}>
        {tabs.map((t, i) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${t.id}-tab`}
            aria-selected={active === t.id}
            aria-controls={`${baseId}-${t.id}-panel`}
            tabIndex={active === t.id ? 0 : -1}
            onClick={() => setActive(t.id)}
            className={cn(
              'shrink-0 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap',
              active === t.id ? 'bg-surface-3 text-fg' : 'text-fg-muted hover:text-fg',
            )}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-${current.id}-panel`} aria-labelledby={`${baseId}-${current.id}-tab`}>
        <current.Panel userId={userId} />
      </div>
    </div>
  );
}

/** The admin's view of one user (spec part 2 §2 Admin user dashboard). */
export function UserDashboard({ userId }: { userId: string | undefined }) {
  const valid = !!userId && UUID.test(userId);
  const user = useAdminUser(userId ?? '', valid);
  if (!valid) return <Message title="Invalid User" text="The address does not name a user." />;
  if (user.isPending) {
    return (
      <div className="flex items-center gap-2 py-12 text-fg-muted" role="status">
        <Spinner /> Loading
      </div>
    );
  }
  if (user.isError) {
    const notFound = isApiError(user.error) && user.error.status === 404;
    return <Message title={notFound ? USER_NOT_FOUND : 'Error'} text={notFound ? undefined : 'Could not load this user.'} />;
  }
  const u = user.data;
  return (
    <div className="grid gap-6">
      <BackLink />
      <PageHeader title={`User: ${u.username}`} className="mb-0" />
      <Card>
        <CardContent className="grid gap-4">
          <div className="mt-5 flex flex-col gap-4 sm:mt-6 sm:flex-row sm:items-center">
            <div className="flex min-w-0 flex-1 items-center gap-4">
              <Avatar src={u.avatar} name={u.username} className="size-14 shrink-0" />
              <div className="grid min-w-0 flex-1 gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="text-lg font-semibold text-fg">{u.username}</span>
                  <UserBadges user={u} />
                </div>
                <span className="font-mono text-xs text-fg-muted">{u.steamId}</span>
              </div>
            </div>
            <div className="flex flex-wrap gap-2">
              {!u.isAdmin && <BanButton user={u} />}
              <AdjustBalanceDialog user={u} />
            </div>
          </div>
          <Facts user={u} />
          <PlayLimitsFacts userId={u.id} />
        </CardContent>
      </Card>
      <Tabs userId={u.id} />
    </div>
  );
}
