import { LogIn } from 'lucide-react';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { playSound } from '../../../lib/sounds';
import { useBusyUntilLeft } from '../hooks/use-busy-until-left';
import { LOGIN_FAILED_TITLE, LOGIN_REDIRECT_FAILED } from '../utils/login-error';

export const STEAM_SIGN_IN_PATH = '/api/auth/steam';

/** Starts Steam sign-in: a full-page redirect, so the button stays busy until the browser leaves (or plainly did not). */
export function SteamSignInButton({ className, size = 'lg' }: { className?: string; size?: ButtonProps['size'] }) {
  const { busy, leave, stay } = useBusyUntilLeft();
  const onClick = () => {
    leave();
    playSound('click', 0.3);
    try {
      window.location.href = STEAM_SIGN_IN_PATH;
    } catch {
      stay();
      toast({ title: LOGIN_FAILED_TITLE, description: LOGIN_REDIRECT_FAILED, variant: 'destructive' });
    }
  };
  return (
    <Button variant="steam" size={size} loading={busy} onClick={onClick} className={className}>
      {busy ? null : <LogIn aria-hidden="true" className="size-5" />}
      Sign in with Steam
    </Button>
  );
}
