import { Link } from 'wouter';
import { Eye, LogIn } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

/** Why the form or history is not shown: signed out (sign in), or a spectator (who only watches). */
export function FeedbackAccessNote({ reason }: { reason: 'signed-out' | 'spectator' }) {
  return (
    <Card className="grid justify-items-center gap-4 px-6 py-12 text-center">
      {reason === 'signed-out' ? (
        <>
          <p className="max-w-md text-fg-muted">Sign in with Steam to send feedback and read the team's answers.</p>
          <a href="/api/auth/steam" className={buttonClass('steam', 'lg')}>
            <LogIn aria-hidden="true" className="size-5" />
            Sign In with Steam
          </a>
        </>
      ) : (
        <>
          <Eye aria-hidden="true" className="size-8 text-fg-muted" />
          <p className="max-w-md text-fg-muted">Spectators can only watch. Sign in with your own Steam account to send feedback.</p>
          <Link href="/spectator" className={buttonClass('outline', 'md')}>
            Back to Spectator Mode
          </Link>
        </>
      )}
    </Card>
  );
}
