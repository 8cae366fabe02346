import { useState } from 'react';
import { LogIn } from 'lucide-react';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { playSound } from '../../../lib/sounds';
import { LOGIN_FAILED_TITLE, LOGIN_REDIRECT_FAILED } from '../utils/login-error';

export const STEAM_SIGN_IN_PATH = '/api/auth/steam';

/** Starts Steam sign-in: a full-page redirect, so the button stays busy until the browser leaves. */
export function SteamSignInButton({ className, size = 'lg' }: { className?: string; size?: ButtonProps['size'] }) {
  const [loading, setLoading] = useState(false);
  const onClick = () => {
    setLoading(true);
    playSound('click', 0.3);
    try {
      window.location.href = STEAM_SIGN_IN_PATH;
    } catch {
      setLoading(false);
      toast({ title: LOGIN_FAILED_TITLE, description: LOGIN_REDIRECT_FAILED, variant: 'destructive' });
    }
  };
  return (
    <Button variant="steam" size={size} loading={loading} onClick={onClick} className={className}>
      {loading ? null : <LogIn aria-hidden="true" className="size-5" />}
      Sign in with Steam
    </Button>
  );
}
