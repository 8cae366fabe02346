import { useId } from 'react';
import { BET, GOAL_MAX, GOAL_MIN, huntPayout, huntPayoutMultiplier } from '../../../../core/games/fowl-hunt';
import { FowlAmount } from '../../../components/fowl-amount';

/** The target-goal slider with what the goal pays (spec part 2 §9). */
export function GoalControl({ goal, onChange, disabled }: { goal: number; onChange: (goal: number) => void; disabled: boolean }) {
  const id = useId();
  const multiplier = huntPayoutMultiplier(goal);
  return (
    <div className="grid gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-fg">
          Target goal
        </label>
        <output htmlFor={id} className="text-2xl font-bold tabular-nums text-fg">
          {goal}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={GOAL_MIN}
        max={GOAL_MAX}
        step={1}
        value={goal}
        disabled={disabled}
        onChange={(e) => onChange(Number(e.target.value))}
        aria-valuetext={`${goal} targets, pays ${multiplier.toFixed(2)} times the bet`}
        className="w-full accent-accent disabled:opacity-50"
      />
      <div className="flex justify-between text-xs text-fg-subtle">
        <span>{GOAL_MIN}</span>
        <span>{GOAL_MAX}</span>
      </div>
      <dl className="grid grid-cols-3 gap-2 rounded-lg border border-line bg-surface-2 p-3 text-center">
        <div>
          <dt className="text-xs text-fg-muted">Bet</dt>
          <dd className="mt-1 flex justify-center">
            <FowlAmount amount={BET} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-fg-muted">Multiplier</dt>
          <dd className="mt-1 font-semibold tabular-nums text-accent-text">×{multiplier.toFixed(2)}</dd>
        </div>
        <div>
          <dt className="text-xs text-fg-muted">Win pays</dt>
          <dd className="mt-1 flex justify-center">
            <FowlAmount amount={huntPayout(goal)} />
          </dd>
        </div>
      </dl>
      <p className="text-xs text-fg-muted">Hit at least {goal} targets in 30 seconds with 90% accuracy or better to win.</p>
    </div>
  );
}
