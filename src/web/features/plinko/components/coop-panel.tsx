import { useEffect, useMemo, useRef } from 'react';
import { Users } from 'lucide-react';
import type { PlinkoDrop } from '../../../../core/contracts/plinko';
import { ANONYMOUS_PLAYER } from '../../../../core/feed';
import { PLINKO_COOP_BONUS_RISK, PLINKO_COOP_BONUS_ROWS, PLINKO_COOP_BONUS_SHARE_PERMILLE } from '../../../../core/games/plinko-coop';
import type { PlinkoRisk } from '../../../../core/games/plinko';
import { Card, CardContent } from '../../../components/ui/card';
import { useReducedMotion } from '../../../hooks/use-reduced-motion';
import { useCurrentUser } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { useRoomBalls, type RoomBall } from '../hooks/use-room-balls';
import { playerColour } from '../utils/player-colour';
import { CoopMeter } from './coop-meter';
import { PlinkoBoard, type FallingBall } from './plinko-board';

/** Balls named under the board, newest first. */
const LEGEND_SIZE = 6;
/** 0.5: the bonus ball's share of a player's stakes in the fill, as the rules print it. */
const BONUS_PERCENT = PLINKO_COOP_BONUS_SHARE_PERMILLE / 10;
/** Where the controls sit beside the board (Tailwind's lg). */
const WIDE_SCREEN = '(min-width: 1024px)';
/** The key of a hidden player's balls in data-player (they carry no id). */
const HIDDEN_KEY = 'hidden';

interface Viewer {
  id: string | null;
  /** The ids of the viewer's own drops in flight: theirs whatever the room's copy says. */
  own: ReadonlySet<string>;
}

const isMine = (ball: RoomBall, viewer: Viewer) => viewer.own.has(ball.id) || (viewer.id !== null && ball.player?.id === viewer.id);
const nameOf = (ball: RoomBall, viewer: Viewer) => (isMine(ball, viewer) ? 'You' : (ball.player?.name ?? ANONYMOUS_PLAYER));

const riskLabel = (risk: string) => risk.charAt(0).toUpperCase() + risk.slice(1);

/** The room's balls named with their colour, so who dropped what is there without hovering a moving ball. */
function RecentBalls({ balls, rows, viewer }: { balls: RoomBall[]; rows: number; viewer: Viewer }) {
  if (balls.length === 0) return <p className="text-sm text-fg-muted">No balls in the room right now. Drop one!</p>;
  const shown = balls.slice(0, LEGEND_SIZE);
  return (
    <div className="grid gap-1.5">
      <h3 className="text-xs font-medium text-fg-muted">Latest balls</h3>
      <ol className="grid grid-cols-1 gap-x-4 gap-y-1 text-xs min-[480px]:grid-cols-2" aria-label="Latest balls in the room">
        {shown.map((ball) => {
          // A ball on another row count never falls on this board: its result is known at once.
          const settled = ball.landed || ball.rows !== rows;
          return (
            <li key={ball.id} data-room-ball={ball.id} data-player={ball.player?.id ?? HIDDEN_KEY} className="flex min-w-0 items-center gap-2">
              <span
                aria-hidden="true"
                className="size-3 shrink-0 rounded-full ring-1 ring-black/60"
                style={{ backgroundColor: playerColour(ball.player?.id ?? null) }}
              />
              <span className="min-w-0 truncate font-semibold">{nameOf(ball, viewer)}</span>
              <span className="shrink-0 text-fg-subtle">
                {ball.rows} rows · {riskLabel(ball.risk)}
                {ball.bonus ? ' · bonus' : ''}
              </span>
              <span className="ml-auto shrink-0 tabular-nums">{settled ? `${ball.multiplier}×` : 'falling'}</span>
            </li>
          );
        })}
      </ol>
      {shown.some((b) => b.rows !== rows) ? (
        <p className="text-xs text-fg-subtle">Balls on another number of rows are listed here; only balls on {rows} rows fall on this board.</p>
      ) : null}
    </div>
  );
}

/**
 * The room's one board: the viewer's own balls and everyone else's on their row count,
 * each player's in their colour with their name on hover, the coop meter beside it and
 * the latest balls named below. A player who hides their name from the feed is 'A player',
 * in grey, here too.
 */
export function CoopPanel({
  rows,
  risk,
  ownDrops,
  lastBucket,
  onOwnLanded,
  className,
}: {
  /** The viewer's row count and risk: the board's. */
  rows: number;
  risk: PlinkoRisk;
  /** The viewer's own drops in flight, from the server's answers. */
  ownDrops: readonly PlinkoDrop[];
  lastBucket: number | null;
  onOwnLanded: (id: string) => void;
  className?: string;
}) {
  const { data: user } = useCurrentUser();
  const reducedMotion = useReducedMotion();
  const room = useRoomBalls();
  // While the viewer's balls fall the board keeps their row count (rows may change while a drop is on its way).
  const boardRows = ownDrops[0]?.rows ?? rows;
  const viewer = useMemo<Viewer>(() => ({ id: user?.id ?? null, own: new Set(ownDrops.map((d) => d.id)) }), [user?.id, ownDrops]);

  // An own ball on another row count (picked while the first was on its way) is not drawn: it has landed.
  useEffect(() => {
    for (const d of ownDrops) if (d.rows !== boardRows) onOwnLanded(d.id);
  }, [ownDrops, boardRows, onOwnLanded]);

  const balls = useMemo<FallingBall[]>(() => {
    const mine = { key: viewer.id ?? HIDDEN_KEY, name: 'Your ball' };
    const own = ownDrops.filter((d) => d.rows === boardRows).map((d) => ({ id: d.id, path: d.path, colour: playerColour(viewer.id), player: mine, own: true }));
    const others = room.balls
      .filter((b) => !b.landed && b.rows === boardRows && !viewer.own.has(b.id))
      .map((b) => ({
        id: b.id,
        path: b.path,
        colour: playerColour(b.player?.id ?? null),
        player: { key: b.player?.id ?? HIDDEN_KEY, name: isMine(b, viewer) ? 'Your ball' : `${b.player?.name ?? ANONYMOUS_PLAYER}'s ball` },
        own: isMine(b, viewer),
      }));
    // Oldest first, so a newer ball is drawn over an older one.
    return [...others.reverse(), ...own];
  }, [ownDrops, room.balls, boardRows, viewer]);

  // Wide screens: a new ball of the viewer's brings the whole board into view if it is not
  // (the controls beside it may be scrolled anywhere); on phones the controls sit under the board
  // and scrolling would take Drop Ball away.
  const stage = useRef<HTMLDivElement>(null);
  const newestOwn = ownDrops.at(-1)?.id;
  useEffect(() => {
    if (!newestOwn || !window.matchMedia(WIDE_SCREEN).matches) return;
    stage.current?.scrollIntoView({ block: 'nearest', behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [newestOwn, reducedMotion]);

  const onLanded = (id: string) => {
    if (viewer.own.has(id)) onOwnLanded(id);
    room.markLanded(id);
  };

  return (
    <Card className={className}>
      <CardContent className="grid gap-3 pt-4 sm:pt-5">
        <h2 className="flex items-center gap-2 text-base font-semibold">
          <Users aria-hidden="true" className="size-4" /> Coop room
        </h2>
        <div ref={stage} className="flex scroll-mt-20 scroll-mb-4 flex-col gap-3 sm:flex-row sm:items-stretch sm:justify-center">
          <PlinkoBoard
            rows={boardRows}
            risk={risk}
            balls={balls}
            lastBucket={lastBucket}
            reducedMotion={reducedMotion}
            onLanded={onLanded}
            // Short enough that the whole board shows beside the controls on a laptop's screen.
            className="mx-auto min-w-0 flex-1 sm:mx-0 sm:max-h-[calc(100svh-12rem)] sm:max-w-[calc((100svh-12rem)*1.13)] lg:max-h-[calc(100svh-19rem)] lg:max-w-[calc((100svh-19rem)*1.13)]"
          />
          <CoopMeter />
        </div>
        <RecentBalls balls={room.balls} rows={boardRows} viewer={viewer} />
      </CardContent>
    </Card>
  );
}

/** How the coop meter pays, as the rules print it. */
export function CoopRules({ className }: { className?: string }) {
  return (
    <Card className={cn('p-5 sm:p-6', className)}>
      <details className="text-sm text-fg-muted">
        <summary className="cursor-pointer font-medium text-fg">Coop rules</summary>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>Every staked ball anyone drops on this page adds one to the coop meter.</li>
          <li>
            When the meter fills, everyone who dropped during that fill gets a bonus ball paid by the house, worth {BONUS_PERCENT} % of what they staked in that
            fill.
          </li>
          <li>
            The bonus ball always falls on {PLINKO_COOP_BONUS_ROWS} rows, {PLINKO_COOP_BONUS_RISK} risk, and pays that worth times its bucket&apos;s multiplier,
            rounded down to whole fowls (small stakes can round to 0).
          </li>
          <li>It falls from your own seed pair (your next nonce), so you can verify it on the fairness page like any drop.</li>
          <li>
            One bonus per player per fill, paid exactly once. Other players see your name and multiplier, never your stake or seeds; turn off &quot;Show my name
            in the live wins feed&quot; and you are &quot;A player&quot; here too.
          </li>
        </ul>
      </details>
    </Card>
  );
}
