import { useId, useState, type FormEvent } from 'react';
import { LockKeyhole } from 'lucide-react';
import { ADMIN_PASSWORD_MAX_LENGTH } from '../../../../core/contracts/admin';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { userFacingMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useAdminLogin } from '../api/admin-login';

/** The admin password screen (spec part 2 §2), on /admin-login and in place of any admin page without a token. */
export function AdminLoginForm() {
  useDocumentTitle('Admin Portal');
  const inputId = useId();
  const [password, setPassword] = useState('');
  const login = useAdminLogin();
  const trimmed = password.trim();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || login.isPending) return;
    login.mutate(trimmed, {
      onSuccess: () => setPassword(''),
      onError: (error) => {
        toast({ title: 'Authentication Failed', description: userFacingMessage(error, 'Invalid password'), variant: 'destructive' });
      },
    });
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
            <Button type="submit" size="lg" loading={login.isPending} disabled={!trimmed}>
              Access Admin Portal
            </Button>
            <p className="text-center text-xs text-fg-muted">Authorized personnel only</p>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
