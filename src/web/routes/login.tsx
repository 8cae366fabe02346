import { useEffect, useState } from 'react';
import { Link, Redirect } from 'wouter';
import { Gamepad2, ShieldCheck, Ticket } from 'lucide-react';
import { Card } from '../components/ui/card';
import { FowlIcon } from '../components/ui/fowl-icon';
import { toast } from '../components/ui/use-toast';
import { SteamSignInButton } from '../features/accounts/components/steam-sign-in-button';
import { BannedNotice } from '../features/legal/components/banned-notice';
import { LOGIN_FAILED_TITLE, loginErrorMessage } from '../features/accounts/utils/login-error';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useCurrentUser } from '../lib/auth';

const highlights = [
  { icon: Ticket, text: 'Raffles for Counter-Strike skins' },
  { icon: Gamepad2, text: 'Provably fair mini-games' },
  { icon: ShieldCheck, text: 'Sign in securely through Steam' },
];

/**
 * Reads a failed sign-in's `error` parameter once, says what happened, and drops it
 * from the address. Returns the code, which the page keeps showing when it is a ban.
 */
function useLoginErrorToast(): string | null {
  const [first] = useState(() => new URL(window.location.href).searchParams.get('error'));
  useEffect(() => {
    const url = new URL(window.location.href);
    const code = url.searchParams.get('error');
    if (code === null) return;
    toast({ title: LOGIN_FAILED_TITLE, description: loginErrorMessage(code), variant: 'destructive' });
    url.searchParams.delete('error');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);
  return first;
}

export function LoginRoute() {
  useDocumentTitle('Sign In');
  const loginError = useLoginErrorToast();
  const { data: user } = useCurrentUser();
  if (user) return <Redirect to="/" replace />;

  return (
    <div className="mx-auto grid w-full max-w-md gap-6 py-4 sm:py-12">
      {/* A banned player can no longer sign in; the contact form is the way to question it. */}
      {loginError === 'account_banned' ? <BannedNotice /> : null}
      <Card className="relative overflow-hidden px-6 py-10 text-center sm:px-10">
        <div aria-hidden="true" className="pointer-events-none absolute -top-20 left-1/2 size-64 -translate-x-1/2 rounded-full bg-accent/15 blur-3xl" />
        <div className="relative grid justify-items-center gap-2">
          <FowlIcon className="mb-3 size-20 drop-shadow-[0_8px_24px_rgba(245,165,36,0.35)]" />
          <h1 className="text-3xl font-extrabold tracking-tight">Fowls</h1>
          <p className="text-fg-muted">Modern Gaming Platform</p>
          <SteamSignInButton className="mt-6 w-full" />
          <ul className="mt-6 grid gap-2.5 text-left text-sm text-fg-muted">
            {highlights.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-2.5">
                <Icon aria-hidden="true" className="size-4 text-accent-text" />
                {text}
              </li>
            ))}
          </ul>
        </div>
      </Card>
      <p className="text-center text-xs text-fg-muted">
        18+ only. Fowls have no cash value. By signing in you accept the{' '}
        <Link href="/terms-of-service" className="underline underline-offset-2 hover:text-fg">
          Terms of Service
        </Link>
        .
      </p>
    </div>
  );
}
