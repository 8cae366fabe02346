import { useState, type FormEvent } from 'react';
import { Copy, Smartphone } from 'lucide-react';
import type { TwoFactorEnrollment as Enrollment } from '../../../../core/contracts/admin';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { isAdminSessionExpired, userFacingMessage } from '../../../lib/api-client';
import { copyText } from '../../../lib/clipboard';
import { useConfirmTwoFactor } from '../api/confirm-two-factor';
import { TwoFactorCodeField } from './two-factor-code-field';

/** The key in groups of four, as authenticator apps expect it typed. */
const groupKey = (secret: string): string => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

interface TwoFactorEnrollmentProps {
  enrollment: Enrollment;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** Scan (or type) the key, then prove it with the app's first code. */
export function TwoFactorEnrollment({ enrollment, onConfirmed, onCancel }: TwoFactorEnrollmentProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirm = useConfirmTwoFactor();
  const key = groupKey(enrollment.secret);

  const onCopyKey = () =>
    copyText(enrollment.secret).then(
      () => toast({ title: 'Copied!', description: 'Setup key copied to clipboard', variant: 'success' }),
      () => toast({ title: 'Error', description: 'Failed to copy to clipboard', variant: 'destructive' }),
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim() || confirm.isPending) return;
    setError(null);
    confirm.mutate(code.trim(), {
      onSuccess: ({ recoveryCodes }) => onConfirmed(recoveryCodes),
      onError: (e) => {
        if (isAdminSessionExpired(e)) return;
        setError(userFacingMessage(e, 'Could not turn on two-factor sign-in. Please try again.'));
        setCode('');
      },
    });
  };

  return (
    <div className="grid gap-6">
      <ol className="grid gap-6 md:grid-cols-[auto_1fr] md:items-start">
        <li className="grid justify-items-center gap-3">
          <p className="text-sm font-semibold text-fg">1. Scan this QR code with your authenticator app</p>
          {/* Drawn by our server: the key is never sent to a QR service. */}
          <img
            src={enrollment.qrCodeDataUrl}
            alt="QR code holding the setup key for your authenticator app"
            width={192}
            height={192}
            className="size-48 rounded-lg bg-white p-1"
          />
          <Button asChild variant="outline" size="sm" className="md:hidden">
            <a href={enrollment.otpauthUri}>
              <Smartphone aria-hidden="true" className="size-4" />
              Open in Authenticator App
            </a>
          </Button>
        </li>
        <li className="grid gap-4">
          <div className="grid gap-2">
            <h3 className="text-sm font-medium text-fg">Setup key</h3>
            <p className="text-xs text-fg-muted">Can't scan? Type this key into the app instead (time-based, 6 digits).</p>
            <div className="flex items-center gap-2 rounded-md border border-line-strong bg-canvas px-3 py-2">
              <p data-testid="setup-key" className="min-w-0 flex-1 font-mono text-sm tracking-wider break-words text-fg select-all">
                {key}
              </p>
              <Button variant="secondary" size="icon" onClick={onCopyKey} aria-label="Copy setup key">
                <Copy aria-hidden="true" className="size-4" />
              </Button>
            </div>
          </div>
          <form onSubmit={onSubmit} className="grid gap-3">
            <p className="text-sm font-semibold text-fg">2. Enter the code the app shows</p>
            <TwoFactorCodeField kind="app" value={code} onChange={setCode} error={error} />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" loading={confirm.isPending} disabled={!code.trim()}>
                Turn On Two-Factor Sign-In
              </Button>
              <Button variant="ghost" onClick={onCancel} disabled={confirm.isPending}>
                Cancel
              </Button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}
