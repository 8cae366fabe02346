import { useId, useRef, useState, type FormEvent } from 'react';
import { LockKeyhole, ShieldCheck } from 'lucide-react';
import { ADMIN_PASSWORD_MAX_LENGTH } from '../../../../core/contracts/admin';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { hasErrorCode, isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useAdminLogin } from '../api/admin-login';
import { TwoFactorCodeField, type CodeKind } from './two-factor-code-field';

/**
 * The login's refusals (wrong password, wrong or used code, too many attempts) are
 * written for the admin, 401s included; anything else falls back to the spec's text.
 */
const shownRefusal = (error: unknown): string | null => (isApiError(error) && error.serverMessage && error.status < 500 ? error.serverMessage : null);

/**
 * The admin password screen (spec part 2 §2), on /admin-login and in place of any
 * admin page without a token. When the admin has two-factor sign-in, the server
 * answers the right password with TWO_FACTOR_REQUIRED and the form adds a code field.
 */
export function AdminLoginForm() {
  useDocumentTitle('Admin Portal');
  const inputId = useId();
  const [password, setPassword] = useState('');
  const [codeKind, setCodeKind] = useState<CodeKind | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  // The password the server accepted when it asked for a code. Wrong passwords and
  // wrong codes are both UNAUTHENTICATED; with that same password, the code was wrong.
  const acceptedPassword = useRef<string | null>(null);
  const login = useAdminLogin();
  const trimmed = password.trim();
  const trimmedCode = code.trim();
  const canSubmit = trimmed !== '' && (codeKind === null || trimmedCode !== '');

  const switchCodeKind = (kind: CodeKind) => {
    setCodeKind(kind);
    setCode('');
    setCodeError(null);
    // The field is re-labelled in place; keep the caret there.
    requestAnimationFrame(() => codeRef.current?.focus());
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit || login.isPending) return;
    login.mutate(
      { password: trimmed, ...(codeKind ? { code: trimmedCode } : {}) },
      {
        onSuccess: () => {
          setPassword('');
          setCode('');
        },
        onError: (error) => {
          if (hasErrorCode(error, 'TWO_FACTOR_REQUIRED')) {
            // Not a failure: the password was right, and now the code is asked for.
            acceptedPassword.current = trimmed;
            switchCodeKind('app');
            return;
          }
          const refusal = shownRefusal(error);
          toast({ title: 'Authentication Failed', description: refusal ?? 'Invalid password', variant: 'destructive' });
          const passwordRefused = hasErrorCode(error, 'UNAUTHENTICATED') && trimmed !== acceptedPassword.current;
          if (codeKind && refusal !== null && !passwordRefused) {
            setCodeError(refusal);
            setCode('');
            codeRef.current?.focus();
          }
        },
      },
    );
  };

  return (
    <div className="mx-auto w-full max-w-md py-6 sm:py-12">
      <Card>
        <CardHeader className="items-center text-center">
          <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-accent/15 text-accent-text">
            <LockKeyhole aria-hidden="true" className="size-6" />
          </div>
          <h1 className="text-2xl font-bold tracking-tight">Admin Portal</h1>
          <CardDescription>Enter admin password to continue</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} className="grid gap-4">
            <div className="grid gap-2">
              <Label htmlFor={inputId}>Admin password</Label>
              <Input
                id={inputId}
                type="password"
                autoComplete="current-password"
                required
                maxLength={ADMIN_PASSWORD_MAX_LENGTH}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                autoFocus
              />
            </div>
            {codeKind ? (
              <div className="grid gap-3 rounded-lg border border-line bg-canvas/60 p-3">
                <p className="flex items-start gap-2 text-sm text-fg" aria-live="polite">
                  <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-text" />
                  Two-factor sign-in is on for your account.
                </p>
                <TwoFactorCodeField ref={codeRef} kind={codeKind} value={code} onChange={setCode} error={codeError} autoFocus />
                <Button variant="ghost" size="sm" className="justify-self-start px-2" onClick={() => switchCodeKind(codeKind === 'app' ? 'recovery' : 'app')}>
                  {codeKind === 'app' ? 'Use a recovery code instead' : 'Use the authenticator app instead'}
                </Button>
              </div>
            ) : null}
            <Button type="submit" size="lg" loading={login.isPending} disabled={!canSubmit}>
              Access Admin Portal
            </Button>
            <p className="text-center text-xs text-fg-muted">Authorized personnel only</p>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
