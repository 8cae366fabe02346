import { useId, type Ref } from 'react';
import { TWO_FACTOR_CODE_MAX_LENGTH } from '../../../../core/contracts/admin';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

export type CodeKind = 'app' | 'recovery';

const labels: Record<CodeKind, { label: string; hint: string }> = {
  app: { label: 'Authentication code', hint: 'The 6-digit code your authenticator app shows now.' },
  recovery: { label: 'Recovery code', hint: 'One of the recovery codes you saved when you set up two-factor sign-in. Each works once.' },
};

interface TwoFactorCodeFieldProps {
  kind: CodeKind;
  value: string;
  onChange: (value: string) => void;
  /** The server's refusal of the last code, shown under the field. */
  error?: string | null;
  /** Replaces the default label (the turn-off form takes either kind of code). */
  label?: string;
  hint?: string;
  placeholder?: string;
  autoFocus?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** One field for a second-factor code: numeric keypad and one-time-code autofill for app codes. */
export function TwoFactorCodeField({ kind, value, onChange, error, label, hint, placeholder, autoFocus, ref }: TwoFactorCodeFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const app = kind === 'app';
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label ?? labels[kind].label}</Label>
      <Input
        ref={ref}
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        inputMode={app ? 'numeric' : 'text'}
        autoComplete={app ? 'one-time-code' : 'off'}
        autoCapitalize="off"
        spellCheck={false}
        placeholder={placeholder ?? (app ? '123456' : 'xxxx-xxxx-xxxx-xxxx')}
        maxLength={app ? 7 : TWO_FACTOR_CODE_MAX_LENGTH}
        className="font-mono tracking-widest"
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        autoFocus={autoFocus}
        required
      />
      <p id={hintId} className="text-xs text-fg-muted">
        {hint ?? labels[kind].hint}
      </p>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-danger-text">
          {error}
        </p>
      ) : null}
    </div>
  );
}
