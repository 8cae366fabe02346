import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { isAdminSessionExpired, userFacingMessage } from '../../../lib/api-client';
import { useResetTwoFactor } from '../api/reset-two-factor';
import { TwoFactorCodeField } from './two-factor-code-field';

/** Turning the factor off needs a current code (or a recovery code) and signs the admin out everywhere. */
export function TurnOffTwoFactor({ required }: { required: boolean }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reset = useResetTwoFactor();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim() || reset.isPending) return;
    setError(null);
    reset.mutate(code.trim(), {
      onError: (e) => {
        if (isAdminSessionExpired(e)) return;
        setError(userFacingMessage(e, 'Could not turn off two-factor sign-in. Please try again.'));
        setCode('');
      },
    });
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-3 rounded-lg border border-line p-4">
      <h3 className="font-semibold text-fg">Turn off two-factor sign-in</h3>
      <p className="text-sm text-fg-muted">
        This signs you out everywhere, this browser included.
        {required ? ' This platform requires two-factor sign-in, so you will set it up again before using the portal.' : ''}
      </p>
      <TwoFactorCodeField
        kind="recovery"
        label="Code from your app or a recovery code"
        hint="Proves it is you before anything changes."
        placeholder="123456 or xxxx-xxxx-xxxx-xxxx"
        value={code}
        onChange={setCode}
        error={error}
      />
      <Button type="submit" variant="destructive" loading={reset.isPending} disabled={!code.trim()} className="justify-self-start">
        Turn Off Two-Factor Sign-In
      </Button>
    </form>
  );
}
