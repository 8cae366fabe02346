import { Link } from 'wouter';
import { Lock, LogIn } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

/** What a signed-out visitor sees (spec part 2 §2): the case, locked. */
export function CaseLocked() {
  return (
    <Card className="grid justify-items-center gap-4 px-6 py-12 text-center">
      <span className="flex size-16 items-center justify-center rounded-full border border-line-strong bg-surface-2">
        <Lock aria-hidden="true" className="size-7 text-accent-text" />
      </span>
      <h2 className="text-xl font-semibold">Fowl Case Locked</h2>
      <p className="max-w-md text-fg-muted">Sign in with Steam to open a free Fowl Case. Premium members open one every 4 hours.</p>
      <Link href="/login" className={buttonClass('steam', 'lg')}>
        <LogIn aria-hidden="true" className="size-5" />
        Sign In with Steam
      </Link>
    </Card>
  );
}
