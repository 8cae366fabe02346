import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowDownToDot } from 'lucide-react';
import type { PlinkoDrop } from '../../../../core/contracts/plinko';
import {
  PLINKO_HISTORY_SIZE,
  PLINKO_MAX_BET,
  PLINKO_MIN_BET,
  PLINKO_RISKS,
  PLINKO_ROW_COUNTS,
  isPlinkoRows,
  type PlinkoRisk,
} from '../../../../core/games/plinko';
import { BetAmountField } from '../../../components/bet-amount-field';
import { GameShortcutsNote } from '../../../components/game-shortcuts';
import { PlayButton } from '../../../components/play-button';
import { SessionStatsCard } from '../../../components/session-stats';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { useGameShortcuts, type GameShortcut } from '../../../hooks/use-game-shortcuts';
import { useRememberedSettings } from '../../../hooks/use-remembered-settings';
import { useSessionStats } from '../../../hooks/use-session-stats';
import { betSetting } from '../../../lib/bet-amount';
import { playFailureToast } from '../../../lib/play-refusal';
import { useCurrentUser } from '../../../lib/auth';
import { holdDisplayedBalance, releaseDisplayedBalance } from '../../../lib/balance-hold';
import { cn } from '../../../lib/cn';
import { applyBalanceUpdate } from '../../../lib/balance-update';
import { playSound } from '../../../lib/sounds';
import { useDropBall } from '../api/drop-ball';
import { usePlinkoHistory } from '../api/get-plinko-history';
import { CoopPanel } from './coop-panel';
import { PlinkoHistory } from './plinko-history';
import { queryKeys } from '../../../lib/query-keys';

const riskLabel = (risk: PlinkoRisk) => risk.charAt(0).toUpperCase() + risk.slice(1);

const LIMITS = { min: PLINKO_MIN_BET, max: PLINKO_MAX_BET };
const SETTINGS = { bet: betSetting(LIMITS), rows: z.number().refine(isPlinkoRows), risk: z.enum(PLINKO_RISKS) };
const DEFAULTS: { bet: number; rows: number; risk: PlinkoRisk } = { bet: PLINKO_MIN_BET, rows: 12, risk: 'medium' };

interface InFlight {
  drop: PlinkoDrop;
  fowlBalance: number;
}

/**
 * Plinko: the server decides each drop at once; the ball then falls along that path
 * and the header balance follows when the last ball in flight has landed.
 */
export function PlinkoGame({ onDropped, children }: { onDropped?: () => void; children?: React.ReactNode }) {
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const history = usePlinkoHistory(user !== undefined && user !== null);
  const dropBall = useDropBall();
  const [settings, remember] = useRememberedSettings('plinko', SETTINGS, DEFAULTS);
  const session = useSessionStats('plinko');
  const [betText, setBetText] = useState(String(settings.bet));
  const { rows, risk } = settings;
  const setRows = (next: number) => remember({ rows: next });
  const setRisk = (next: PlinkoRisk) => remember({ risk: next });
  const [inFlight, setInFlight] = useState<ReadonlyMap<string, InFlight>>(new Map());
  const [landed, setLanded] = useState<PlinkoDrop | null>(null);
  // Mirrors inFlight for event handlers: two balls may land in the same frame.
  const inFlightRef = useRef(new Map<string, InFlight>());
  const latestBalance = useRef<number | null>(null);
  const rowsId = useId();

  useEffect(() => () => releaseDisplayedBalance(), []);

  const balance = user?.fowlBalance ?? 0;
  const flying = inFlight.size > 0;

  function onLanded(id: string) {
    const entry = inFlightRef.current.get(id);
    if (!entry) return;
    const rest = inFlightRef.current;
    rest.delete(id);
    setInFlight(new Map(rest));
    setLanded(entry.drop);
    session.record(entry.drop);
    queryClient.setQueryData<PlinkoDrop[]>(queryKeys.plinko.history, (old) => [entry.drop, ...(old ?? [])].slice(0, PLINKO_HISTORY_SIZE));
    if (rest.size === 0) {
      applyBalanceUpdate(queryClient, { fowlBalance: latestBalance.current ?? entry.fowlBalance });
      releaseDisplayedBalance();
    }
    const { multiplier } = entry.drop;
    playSound(multiplier >= 1 ? 'coin' : 'click', multiplier >= 1 ? 0.4 : 0.2);
  }

  function onDrop() {
    const bet = Number(betText);
    if (!Number.isSafeInteger(bet) || bet < PLINKO_MIN_BET || bet > PLINKO_MAX_BET) {
      toast({ title: 'Invalid Bet', description: `Bets are ${PLINKO_MIN_BET} to ${PLINKO_MAX_BET} fowls`, variant: 'destructive' });
      return;
    }
    if (bet > balance) {
      toast({ title: 'Insufficient Balance', description: "You don't have enough fowls for this bet", variant: 'destructive' });
      return;
    }
    playSound('click', 0.3);
    // The header keeps the balance from before the drop until the ball lands.
    holdDisplayedBalance(balance);
    dropBall.mutate(
      { betAmount: bet, rows, risk },
      {
        onSuccess: ({ drop, fowlBalance }) => {
          latestBalance.current = fowlBalance;
          inFlightRef.current.set(drop.id, { drop, fowlBalance });
          setInFlight(new Map(inFlightRef.current));
          onDropped?.();
        },
        onError: (error) => {
          if (inFlightRef.current.size === 0) releaseDisplayedBalance();
          toast(playFailureToast(error, 'Failed to drop', 'Please try again.'));
        },
      },
    );
  }

  const shortcuts: GameShortcut[] = [{ key: 'b', label: 'Drop Ball', run: onDrop, enabled: !dropBall.isPending }];
  useGameShortcuts(shortcuts);

  const ownDrops = useMemo(() => [...inFlight.values()].map(({ drop }) => drop), [inFlight]);
  const net = landed ? landed.payout - landed.betAmount : 0;

  return (
    // Phones: the board, then the controls. From lg the controls sit left of the board, which
    // stays in view (sticky) however far the controls scroll, so Drop Ball never hides the fall.
    <div className="grid gap-4 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start lg:gap-6">
      <CoopPanel
        rows={rows}
        risk={risk}
        ownDrops={ownDrops}
        lastBucket={flying || !landed || landed.rows !== rows || landed.risk !== risk ? null : landed.bucket}
        onOwnLanded={onLanded}
        className="lg:sticky lg:top-20 lg:col-start-2 lg:row-start-1"
      />
      <div className="grid gap-4 lg:col-start-1 lg:row-start-1">
        <Card>
          <CardContent className="grid gap-5 pt-5 sm:pt-6">
            <p role="status" aria-live="polite" className="min-h-6 text-center font-semibold">
              {flying || dropBall.isPending ? (
                'Dropping…'
              ) : landed ? (
                <span className={net >= 0 ? 'text-success-text' : 'text-danger-text'} data-landed-bucket={landed.bucket}>
                  {landed.multiplier}×!{' '}
                  {net > 0 ? `You won ${landed.payout} fowls.` : landed.payout > 0 ? `${landed.payout} fowls back.` : 'No payout this time.'}
                </span>
              ) : (
                <span className="text-fg-muted">Pick your rows and risk, then drop a ball.</span>
              )}
            </p>

            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
              <div className="grid gap-1.5">
                <Label htmlFor={rowsId}>Rows</Label>
                <select
                  id={rowsId}
                  value={rows}
                  disabled={flying}
                  onChange={(e) => setRows(Number(e.target.value))}
                  className="h-10 w-full rounded-md border border-line-strong bg-canvas px-3 text-sm text-fg focus-visible:border-accent disabled:opacity-50"
                >
                  {PLINKO_ROW_COUNTS.map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </div>
              <fieldset className="grid gap-1.5">
                <legend className="mb-1.5 text-sm font-medium">Risk</legend>
                <div className="grid grid-cols-3 gap-2">
                  {PLINKO_RISKS.map((r) => (
                    <Button
                      key={r}
                      size="sm"
                      variant={risk === r ? 'primary' : 'outline'}
                      aria-pressed={risk === r}
                      disabled={flying}
                      onClick={() => setRisk(r)}
                      className={cn(risk === r && 'ring-2 ring-accent/50')}
                    >
                      {riskLabel(r)}
                    </Button>
                  ))}
                </div>
              </fieldset>
            </div>

            <BetAmountField value={betText} onChange={setBetText} onBet={(bet) => remember({ bet })} limits={LIMITS} balance={balance} />

            <PlayButton onPlay={onDrop} unavailable={dropBall.isPending} pending={dropBall.isPending} shortcut="b">
              <ArrowDownToDot aria-hidden="true" className="size-5" />
              Drop Ball
            </PlayButton>
            <GameShortcutsNote shortcuts={shortcuts} />
            <p className="text-xs text-fg-subtle">
              One float per row from your seed pair decides each turn (below 0.5 left, otherwise right); the bucket is the number of right turns. Every table
              returns between 98.98% and 99.16% on average (about 99%). Payouts are whole fowls, rounded down.
            </p>
          </CardContent>
        </Card>
        {children}
        <SessionStatsCard stats={session.stats} onReset={session.reset} />
        <PlinkoHistory history={history.data} isPending={history.isPending} isError={history.isError} />
      </div>
    </div>
  );
}
