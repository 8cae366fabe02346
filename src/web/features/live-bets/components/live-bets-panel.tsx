import { useRef, useState } from 'react';
import { hasHighRollers, HIGH_ROLLER_MIN_BET, type LiveBetGame, type LiveBetTab } from '../../../../core/contracts/live-bets';
import { formatFowls } from '../../../../core/money';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useCurrentUser } from '../../../lib/auth';
import { useLiveBetsList } from '../api/get-live-bets';
import { useLiveBetPushes } from '../hooks/use-live-bet-pushes';
import { BetDetailsDialog } from './bet-details-dialog';
import { betColumns, BetRow } from './bet-row';

// The live bets under each game and the case (decision 0068), Stake's "All bets / My
// bets / High rollers": settled rounds as the server recorded them, new ones pushed.

const tabLabels: Record<LiveBetTab, string> = { all: 'All bets', mine: 'My bets', high: 'High rollers' };

const emptyText: Record<LiveBetTab, string> = {
  all: 'No bets yet. Be the first!',
  mine: 'Your bets appear here once they settle.',
  high: `No bets of ${formatFowls(HIGH_ROLLER_MIN_BET)} fowls or more yet.`,
};

function BetList({ game, tab, onOpen }: { game: LiveBetGame; tab: LiveBetTab; onOpen: (id: string, row: HTMLElement) => void }) {
  const list = useLiveBetsList(game, tab);
  if (list.isPending) return <Skeleton className="h-40 w-full" />;
  if (list.isError) return <p className="py-4 text-sm text-fg-muted">Bets could not be loaded.</p>;
  if (list.data.bets.length === 0) return <p className="py-4 text-sm text-fg-muted">{emptyText[tab]}</p>;
  return (
    <div className="grid gap-1">
      {/* Column names for sighted readers of the wide layout; each row says them to screen readers itself. */}
      <div aria-hidden="true" className={`${betColumns} hidden px-3 text-xs font-medium text-fg-subtle sm:grid`}>
        <span>Player</span>
        <span>Time</span>
        <span>Bet</span>
        <span>Multiplier</span>
        <span>Payout</span>
      </div>
      <ol className="grid gap-0.5" aria-label={tabLabels[tab]}>
        {list.data.bets.map((bet) => (
          <li key={bet.id}>
            <BetRow bet={bet} onOpen={onOpen} />
          </li>
        ))}
      </ol>
    </div>
  );
}

/** One line in a game's route: `<LiveBetsPanel game="fowl_flip" className="mt-6" />`, shown to visitors too. */
export function LiveBetsPanel({ game, className }: { game: LiveBetGame; className?: string }) {
  const { data: user } = useCurrentUser();
  const [tab, setTab] = useState<LiveBetTab>('all');
  const [openId, setOpenId] = useState<string | null>(null);
  // The dialog has no trigger of its own: closing it gives the focus back to the row that opened it.
  const opener = useRef<HTMLElement | null>(null);
  const open = (id: string, row: HTMLElement) => {
    opener.current = row;
    setOpenId(id);
  };
  useLiveBetPushes(game);
  const tabs: LiveBetTab[] = ['all', ...(user ? (['mine'] as const) : []), ...(hasHighRollers(game) ? (['high'] as const) : [])];
  // Signing out (or a tab this game lacks) falls back to All bets.
  const shown = tabs.includes(tab) ? tab : 'all';
  return (
    <Card aria-labelledby={`live-bets-${game}`} role="region" className={className}>
      <CardHeader>
        <CardTitle id={`live-bets-${game}`}>Live bets</CardTitle>
        <CardDescription>Every round as it settles. Open one for its seeds and to verify it.</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs value={shown} onValueChange={(value) => setTab(value as LiveBetTab)} className="grid gap-3">
          <TabsList aria-label="Which bets" className="justify-self-start">
            {tabs.map((t) => (
              <TabsTrigger key={t} value={t}>
                {tabLabels[t]}
              </TabsTrigger>
            ))}
          </TabsList>
          {tabs.map((t) => (
            <TabsContent key={t} value={t}>
              <BetList game={game} tab={t} onOpen={open} />
            </TabsContent>
          ))}
        </Tabs>
      </CardContent>
      <BetDetailsDialog betId={openId} onClose={() => setOpenId(null)} returnFocus={() => opener.current} />
    </Card>
  );
}
