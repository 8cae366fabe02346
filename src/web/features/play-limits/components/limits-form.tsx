import { useId, useState, type FormEvent } from 'react';
import type { PlayLimitsState } from '../../../../core/contracts/play-limits';
import { formatUtc, LIMIT_PERIODS, MAX_WAGER_LIMIT, REALITY_CHECK_MINUTES, type LimitPeriod } from '../../../../core/play-limits';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { userFacingMessage } from '../../../lib/api-client';
import { useSavePlayLimits } from '../api/play-limits';

const periodText: Record<LimitPeriod, { label: string; span: string }> = {
  daily: { label: 'Daily limit', span: 'today' },
  weekly: { label: 'Weekly limit', span: 'this week' },
  monthly: { label: 'Monthly limit', span: 'this month' },
};

const toInput = (n: number | null) => (n === null ? '' : String(n));

/** A blank field is no limit; anything else must be a whole number of fowls, checked here and again by the server. */
function parseLimit(text: string): number | null | 'bad' {
  const t = text.trim().replace(/,/g, '');
  if (t === '') return null;
  if (!/^\d+$/.test(t)) return 'bad';
  const n = Number(t);
  return n >= 1 && n <= MAX_WAGER_LIMIT ? n : 'bad';
}

export function LimitsForm({ state }: { state: PlayLimitsState }) {
  const ids = { daily: useId(), weekly: useId(), monthly: useId(), reality: useId() };
  const [values, setValues] = useState<Record<LimitPeriod, string>>({
    daily: toInput(state.limits.daily),
    weekly: toInput(state.limits.weekly),
    monthly: toInput(state.limits.monthly),
  });
  const [reality, setReality] = useState(state.realityCheckMinutes === null ? '' : String(state.realityCheckMinutes));
  const save = useSavePlayLimits();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = { daily: parseLimit(values.daily), weekly: parseLimit(values.weekly), monthly: parseLimit(values.monthly) };
    const bad = LIMIT_PERIODS.find((p) => parsed[p] === 'bad');
    if (bad) {
      toast({
        title: 'Invalid Limit',
        description: `${periodText[bad].label} must be a whole number of fowls from 1 to ${MAX_WAGER_LIMIT.toLocaleString('en-US')}, or blank for no limit.`,
        variant: 'destructive',
      });
      return;
    }
    const body = {
      daily: parsed.daily as number | null,
      weekly: parsed.weekly as number | null,
      monthly: parsed.monthly as number | null,
      realityCheckMinutes: reality === '' ? null : (Number(reality) as 30 | 60 | 120),
    };
    save.mutate(body, {
      onSuccess: (next) => {
        const waiting = LIMIT_PERIODS.some((p) => next.pending[p]);
        toast({
          title: 'Limits Saved',
          description: waiting ? 'Lower limits apply now. Higher limits, or none, apply in 24 hours.' : 'Your limits apply now.',
          variant: 'success',
        });
      },
      onError: (error) =>
        toast({ title: 'Save Failed', description: userFacingMessage(error, 'Failed to save your limits. Please try again.'), variant: 'destructive' }),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {LIMIT_PERIODS.map((period) => {
        const pending = state.pending[period];
        const limit = state.limits[period];
        return (
          <div key={period} className="grid gap-1.5">
            <Label htmlFor={ids[period]}>{periodText[period].label} (fowls)</Label>
            <Input
              id={ids[period]}
              inputMode="numeric"
              autoComplete="off"
              placeholder="No limit"
              value={values[period]}
              onChange={(e) => setValues((v) => ({ ...v, [period]: e.target.value }))}
              aria-describedby={`${ids[period]}-hint`}
            />
            <p id={`${ids[period]}-hint`} className="text-xs text-fg-muted">
              Wagered {periodText[period].span}: {state.wagered[period].toLocaleString('en-US')}
              {limit === null ? '' : ` of ${limit.toLocaleString('en-US')}`} fowls · resets {formatUtc(new Date(state.resetsAt[period]))}
              {pending ? (
                <span className="block text-accent-text">
                  Changes to {pending.limit === null ? 'no limit' : `${pending.limit.toLocaleString('en-US')} fowls`} on{' '}
                  {formatUtc(new Date(pending.effectiveAt))}
                </span>
              ) : null}
            </p>
          </div>
        );
      })}
      <div className="grid gap-1.5">
        <Label htmlFor={ids.reality}>Reality check</Label>
        <select
          id={ids.reality}
          value={reality}
          onChange={(e) => setReality(e.target.value)}
          className="h-10 rounded-md border border-line-strong bg-surface-2 px-3 text-sm text-fg focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
        >
          <option value="">Off</option>
          {REALITY_CHECK_MINUTES.map((m) => (
            <option key={m} value={m}>
              Every {m} minutes
            </option>
          ))}
        </select>
        <p className="text-xs text-fg-muted">A reminder of the time you have played and your net result this session.</p>
      </div>
      <div>
        <Button type="submit" loading={save.isPending}>
          Save Limits
        </Button>
      </div>
    </form>
  );
}
