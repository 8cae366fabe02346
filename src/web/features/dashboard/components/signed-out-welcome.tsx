import { Link } from 'wouter';
import { LogIn } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FowlIcon } from '../../../components/ui/fowl-icon';
import { PageHeader } from '../../../components/page-header';

export function SignedOutWelcome() {
  return (
    <Card className="relative overflow-hidden p-6 sm:p-10">
      <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-16 size-72 rounded-full bg-accent/10 blur-3xl" />
      <div className="relative grid gap-6 sm:grid-cols-[1fr_auto] sm:items-center">
        <div>
          <PageHeader
            title="Welcome to Fowls"
            description="Sign in with Steam to access your dashboard, cases, games, and raffles"
            className="mb-5"
          />
          <Link href="/login" className={buttonClass('primary', 'lg')}>
            <LogIn aria-hidden="true" className="size-5" />
            Sign In with Steam
          </Link>
        </div>
        <FowlIcon className="hidden size-32 drop-shadow-[0_10px_30px_rgba(245,165,36,0.25)] sm:block" />
      </div>
    </Card>
  );
}
