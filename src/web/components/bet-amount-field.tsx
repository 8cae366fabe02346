import { useId, type ReactNode } from 'react';
import { formatFowls } from '../../core/money';
import { doubleBet, halfBet, maxBet, parseBet, withinLimits, type BetLimits } from '../lib/bet-amount';
import { FowlAmount } from './fowl-amount';
import { Button } from './ui/button';
import { Input } from './ui/input';
import { Label } from './ui/label';

interface BetAmountFieldProps {
  value: string;
  onChange: (text: string) => void;
  /** The game's bet limits, from src/core. */
  limits: BetLimits;
  balance: number;
  /** Called with every bet the game takes that the field comes to hold, typed or from a button: the one to remember. */
  onBet?: (bet: number) => void;
  disabled?: boolean;
  /** Replaces the balance line under the field (a reason the bet cannot be placed). */
  error?: string | null;
  onBlur?: () => void;
}

/**
 * The bet field of every game: the amount, ½, 2× and max (each kept within the game's
 * limits and the balance), and the balance under it. Its label starts with "Bet".
 */
export function BetAmountField({ value, onChange, limits, balance, onBet, disabled = false, error = null, onBlur }: BetAmountFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const set = (text: string) => {
    onChange(text);
    const bet = parseBet(text);
    if (bet !== null && withinLimits(bet, limits)) onBet?.(bet);
  };
  const buttons: Array<{ text: ReactNode; label: string; next: () => number }> = [
    { text: '½', label: 'Halve the bet', next: () => halfBet(value, limits, balance) },
    { text: '2×', label: 'Double the bet', next: () => doubleBet(value, limits, balance) },
    { text: 'Max', label: 'Max bet', next: () => maxBet(limits, balance) },
  ];
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>
        Bet ({formatFowls(limits.min)} to {formatFowls(limits.max)} fowls)
      </Label>
      <div className="flex gap-1.5">
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={limits.min}
          max={limits.max}
          step={1}
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={hintId}
          onChange={(e) => set(e.target.value)}
          onBlur={onBlur}
          className="flex-1"
        />
        {buttons.map(({ text, label, next }) => (
          <Button
            key={label}
            variant="outline"
            aria-label={label}
            title={label}
            disabled={disabled}
            onClick={() => set(String(next()))}
            className="h-10 min-w-10 px-2 sm:px-3"
          >
            {text}
          </Button>
        ))}
      </div>
      <p id={hintId} className={error ? 'text-xs text-danger-text' : 'flex items-center gap-1 text-xs text-fg-subtle'}>
        {error ?? (
          <>
            Balance: <FowlAmount amount={balance} iconClassName="size-3.5" />
          </>
        )}
      </p>
    </div>
  );
}
