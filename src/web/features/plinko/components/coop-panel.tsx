import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import type { PlinkoCoopMeter, PlinkoRoomDrop } from '../../../../core/contracts/plinko';
import { PLINKO_COOP_BONUS_RISK, PLINKO_COOP_BONUS_ROWS, PLINKO_COOP_BONUS_SHARE_PERMILLE } from '../../../../core/games/plinko-coop';
import { Avatar } from '../../../components/ui/avatar';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { useReducedMotion } from '../../../hooks/use-reduced-motion';
import { playSound } from '../../../lib/sounds';
import { useCoopState } from '../api/get-coop-state';
import { usePlinkoRoom } from '../hooks/use-plinko-room';
import { PlinkoBoard } from './plinko-board';
import { queryKeys } from '../../../lib/query-keys';

/** Balls of the room shown at once; older ones make way. */
const ROOM_BALLS = 6;
/** 0.5: the bonus ball's share of a player's stakes in the fill, as the rules print it. */
const BONUS_PERCENT = PLINKO_COOP_BONUS_SHARE_PERMILLE / 10;

interface RoomBall extends PlinkoRoomDrop {
  landed: boolean;
}

/** One player's ball on a small board of its own rows and risk. */
function RoomDropCard({ ball, reducedMotion, onLanded }: { ball: RoomBall; reducedMotion: boolean; onLanded: (id: string) => void }) {
  return (
    <li data-room-drop={ball.id} className="grid gap-2 rounded-lg border border-line bg-surface-2 p-2">
      <div className="flex items-center gap-2 text-xs">
        <Avatar src={ball.player.avatar} name={ball.player.name} className="size-6" />
        <span className="min-w-0 flex-1 truncate font-semibold">{ball.player.name}</span>
        <span className="tabular-nums text-fg-muted" aria-live="polite">
          {ball.landed ? `${ball.multiplier}×` : '…'}
          {ball.bonus ? ' bonus' : ''}
        </span>
      </div>
      <PlinkoBoard
        rows={ball.rows}
        risk={ball.risk}
        balls={ball.landed ? [] : [{ id: ball.id, path: ball.path, avatar: ball.player.avatar || undefined, label: ball.player.name.charAt(0).toUpperCase() }]}
        lastBucket={ball.landed ? ball.bucket : null}
        reducedMotion={reducedMotion}
        onLanded={onLanded}
        title={`${ball.player.name}'s ball on ${ball.rows} rows, ${ball.risk} risk${ball.landed ? `: ${ball.multiplier}×` : ''}`}
      />
    </li>
  );
}

/**
 * The coop side of the page: the shared meter, every player's balls as they fall,
 * and the rules. A bonus paid to this player shows as a toast and joins the history.
 */
export function CoopPanel() {
  const queryClient = useQueryClient();
  const state = useCoopState();
  const reducedMotion = useReducedMotion();
  const [balls, setBalls] = useState<RoomBall[]>([]);

  usePlinkoRoom({
    onDrop: (drop) => setBalls((current) => [{ ...drop, landed: false }, ...current.filter((b) => b.id !== drop.id)].slice(0, ROOM_BALLS)),
    onMeter: (meter) => queryClient.setQueryData<{ meter: PlinkoCoopMeter }>(queryKeys.plinko.coop, { meter }),
    onBonus: ({ fill, drop }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.plinko.history });
      playSound('success', 0.4);
      toast({ title: `Coop bonus for fill #${fill}!`, description: `Your bonus ball landed on ${drop.multiplier}× and paid ${drop.payout} fowls.` });
    },
  });

  const onLanded = (id: string) => setBalls((current) => current.map((b) => (b.id === id ? { ...b, landed: true } : b)));
  const meter = state.data?.meter;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Users aria-hidden="true" className="size-5" /> Coop room
        </CardTitle>
        <CardDescription>Everyone on this page drops together. Every ball fills the coop meter.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {state.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : state.isError || !meter ? (
          <p className="text-sm text-fg-muted">The coop meter could not be loaded.</p>
        ) : (
          <div className="grid gap-1.5">
            <div className="flex justify-between text-sm">
              <span className="font-medium" id="coop-meter-label">
                Coop meter · fill #{meter.fill}
              </span>
              <span className="tabular-nums text-fg-muted" data-testid="coop-meter">
                {meter.progress} / {meter.target} drops
              </span>
            </div>
            <Progress value={(meter.progress / meter.target) * 100} aria-labelledby="coop-meter-label" />
          </div>
        )}
        {balls.length === 0 ? (
          <p className="text-sm text-fg-muted">No balls in the room right now. Drop one!</p>
        ) : (
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label="Balls in the room">
            {balls.map((ball) => (
              <RoomDropCard key={ball.id} ball={ball} reducedMotion={reducedMotion} onLanded={onLanded} />
            ))}
          </ul>
        )}
        <details className="text-sm text-fg-muted">
          <summary className="cursor-pointer font-medium text-fg">Coop rules</summary>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            <li>Every staked ball anyone drops on this page adds one to the coop meter.</li>
            <li>
              When the meter fills, everyone who dropped during that fill gets a bonus ball paid by the house, worth {BONUS_PERCENT} % of what they staked in
              that fill.
            </li>
            <li>
              The bonus ball always falls on {PLINKO_COOP_BONUS_ROWS} rows, {PLINKO_COOP_BONUS_RISK} risk, and pays that worth times its bucket's multiplier,
              rounded down to whole fowls (small stakes can round to 0).
            </li>
            <li>It falls from your own seed pair (your next nonce), so you can verify it on the fairness page like any drop.</li>
            <li>One bonus per player per fill, paid exactly once. Other players see your name, avatar and multiplier, never your stake or seeds.</li>
          </ul>
        </details>
      </CardContent>
    </Card>
  );
}
