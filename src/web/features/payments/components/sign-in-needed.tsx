import { Link } from 'wouter';
import { LogIn } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

/** What a signed-out visitor sees where a screen needs their account. */
export function SignInNeeded({ text }: { text: string }) {
  return (
    <Card className="grid justify-items-center gap-4 px-6 py-12 text-center">
      <p className="max-w-md text-fg-muted">{text}</p>
      <Link href="/login" className={buttonClass('steam', 'lg')}>
        <LogIn aria-hidden="true" className="size-5" />
        Sign In with Steam
      </Link>
    </Card>
  );
}
