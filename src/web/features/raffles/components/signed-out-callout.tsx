import { LogIn } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

/** Spec part 2 §2: signed-out visitors are asked to sign in; Steam sign-in is a full-page redirect. */
export function SignedOutCallout({ text, className }: { text: string; className?: string }) {
  return (
    <Card className={cn('flex flex-col items-start gap-3 p-5 sm:flex-row sm:items-center sm:justify-between', className)}>
      <p className="text-fg-muted">{text}</p>
      <a href="/api/auth/steam" className={buttonClass('steam', 'md')}>
        <LogIn aria-hidden="true" className="size-4" />
        Sign In with Steam
      </a>
    </Card>
  );
}
