import { useEffect, useRef } from 'react';
import { z } from 'zod';
import { Link } from 'wouter';
import { Crosshair, ShieldCheck } from 'lucide-react';
import { BET, GOAL_MAX, GOAL_MIN, ROUND_MS, TARGETS_AT_ONCE } from '../../../../core/games/fowl-hunt';
import { GameShortcutsNote } from '../../../components/game-shortcuts';
import { PlayButton } from '../../../components/play-button';
import { RoundResult } from '../../../components/round-result';
import { SessionStatsCard } from '../../../components/session-stats';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useGameShortcuts, type GameShortcut } from '../../../hooks/use-game-shortcuts';
import { useRememberedSettings } from '../../../hooks/use-remembered-settings';
import { useSessionStats } from '../../../hooks/use-session-stats';
import { cn } from '../../../lib/cn';
import { momentOf } from '../../../lib/game-moments';
import { useHuntHistory } from '../api/get-hunt-history';
import { huntOutcome, useHuntRound, type HuntPhase } from '../hooks/use-hunt-round';
import { DailyLimit } from './daily-limit';
import { GoalControl } from './goal-control';
import { HuntCanvas } from './hunt-canvas';
import { HuntHistory } from './hunt-history';

// Fowl Hunt's stake is fixed (BET) and its daily cap limits net winnings, not the bet, so
// it has no bet field: what the player chooses, and what is remembered, is the target goal.
const SETTINGS = { goal: z.number().int().min(GOAL_MIN).max(GOAL_MAX) };
const DEFAULTS = { goal: GOAL_MIN };

function Stat({ label, value, highlight = false }: { label: string; value: string; highlight?: boolean }) {
  return (
    <div className="rounded-lg border border-line bg-surface-2 px-1 py-2 text-center sm:px-3">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className={cn('text-base font-bold tabular-nums sm:text-xl', highlight ? 'text-accent-text' : 'text-fg')}>{value}</dd>
    </div>
  );
}

const startLabel: Record<HuntPhase, string> = {
  idle: 'Start Hunt',
  starting: 'Starting…',
  playing: 'Hunting…',
  submitting: 'Counting hits…',
  finished: 'Round over',
};

export function FowlHuntGame({ balance }: { balance: number }) {
  const [{ goal }, remember] = useRememberedSettings('fowl-hunt', SETTINGS, DEFAULTS);
  const session = useSessionStats('fowl-hunt');
  const { phase, round, result, remainingMs, begin, shoot } = useHuntRound(balance, session.record);
  const history = useHuntHistory(true);
  const field = useRef<HTMLDivElement>(null);

  // On small screens the controls sit below the field: bring the field into view when a round starts.
  // The Start Hunt button is disabled for the round, which would drop the keyboard focus to the
  // page: it goes to the field instead, where the arrow keys aim and Space shoots.
  useEffect(() => {
    if (phase !== 'playing') return;
    field.current?.scrollIntoView({ block: 'nearest' });
    field.current?.querySelector('canvas')?.focus({ preventScroll: true });
  }, [phase]);

  const shortcuts: GameShortcut[] = [{ key: 'b', label: 'Start Hunt', run: () => begin(goal), enabled: phase === 'idle' }];
  useGameShortcuts(shortcuts);

  const hits = round?.board.hits ?? 0;
  const clicks = round?.board.clicks ?? 0;
  const accuracy = clicks === 0 ? 0 : Math.round((hits / clicks) * 1000) / 10;
  const roundGoal = round?.start.targetGoal ?? goal;

  const message =
    phase === 'finished' && result
      ? huntOutcome(result)
      : phase === 'submitting' || phase === 'finished'
        ? { title: 'Time!', detail: 'Counting your hits…', tone: 'neutral' as const }
        : phase === 'starting'
          ? { title: 'Get ready…', tone: 'neutral' as const }
          : { title: 'Fowl Hunt', detail: 'Set your goal and press Start Hunt', tone: 'neutral' as const };

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div ref={field} className="grid scroll-mt-20 content-start gap-4">
        <dl className="grid grid-cols-4 gap-2" aria-live="off">
          <Stat label="Time left" value={`${(remainingMs / 1000).toFixed(1)}s`} highlight={phase === 'playing'} />
          <Stat label="Hits" value={`${hits}/${roundGoal}`} />
          <Stat label="Clicks" value={String(clicks)} />
          <Stat label="Accuracy" value={`${accuracy}%`} />
        </dl>
        {/* From sm up the moment sits over the field's lower part, so it is seen without scrolling. */}
        <div className="relative">
          <HuntCanvas phase={phase} round={round} message={message} onShoot={shoot} />
          {result && !result.flagged && (phase === 'finished' || phase === 'idle') ? (
            <RoundResult
              className="mt-4 sm:absolute sm:inset-x-0 sm:bottom-4 sm:mx-auto sm:mt-0 sm:w-fit sm:max-w-[90%] sm:min-w-80"
              moment={momentOf(result.result === 'win', result.payout, result.betAmount)}
              title={result.result === 'win' ? `Victory! ×${result.multiplier.toFixed(2)}` : 'Game Over'}
              amounts={{ won: result.result === 'win', payout: result.payout, betAmount: result.betAmount }}
              detail={`${result.targetsHit}/${result.targetGoal} hits · ${result.accuracy}% accuracy`}
            />
          ) : null}
        </div>
        <p className="sr-only" role="status">
          {phase === 'playing' ? 'Round started: 30 seconds.' : phase === 'finished' && result ? `${message.title} ${message.detail ?? ''}` : ''}
        </p>
      </div>

      <div className="grid content-start gap-6">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Crosshair aria-hidden="true" className="size-5 text-accent-text" />
              Controls
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <GoalControl goal={goal} onChange={(next) => remember({ goal: next })} disabled={phase !== 'idle'} />
            <DailyLimit />
            <PlayButton onPlay={() => begin(goal)} unavailable={phase !== 'idle'} pending={phase === 'starting'} shortcut="b">
              {startLabel[phase]}
            </PlayButton>
            <GameShortcutsNote shortcuts={[...shortcuts, { key: 'Space', label: 'Shoot at the sight (arrow keys aim)' }]} />
            <ul className="grid gap-1 text-xs text-fg-muted">
              <li>
                Fixed bet of {BET} fowls, {ROUND_MS / 1000} seconds, {TARGETS_AT_ONCE} targets at once.
              </li>
              <li>
                Targets come from your provably fair seeds.{' '}
                <Link href="/fairness" className="inline-flex items-center gap-1 text-accent-text underline-offset-2 hover:underline">
                  <ShieldCheck aria-hidden="true" className="size-3.5" />
                  Verify a round
                </Link>
              </li>
            </ul>
          </CardContent>
        </Card>
        <SessionStatsCard stats={session.stats} onReset={session.reset} />
        <HuntHistory games={history.data} isPending={history.isPending} isError={history.isError} />
      </div>
    </div>
  );
}
