import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { AlertTriangle, Eye, Home, RefreshCw, ShieldAlert } from 'lucide-react';
import { SPECTATOR_TEXT } from '../../../../core/contracts/spectator';
import { PageHeader } from '../../../components/page-header';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';

function ScreenCard({ children, role }: { children: ReactNode; role?: 'alert' | 'status' }) {
  return (
    <Card role={role} className="mx-auto grid max-w-xl justify-items-center gap-4 px-6 py-14 text-center">
      {children}
    </Card>
  );
}

const returnHome = (
  <Link href="/" className={buttonClass('outline', 'md')}>
    <Home aria-hidden="true" className="size-4" />
    {SPECTATOR_TEXT.returnHome}
  </Link>
);

export function SpectatorConnecting() {
  return (
    <>
      <PageHeader title="Spectator Mode" className="sr-only" />
      <ScreenCard role="status">
        <Eye aria-hidden="true" className="size-10 text-accent-text" />
        <p className="text-lg font-semibold">Entering spectator mode…</p>
        <Spinner className="size-6 text-fg-muted" />
      </ScreenCard>
    </>
  );
}

/** Spec part 2 §2 "Spectator access error screen": titled 'Access Error' with a 'Return Home' button. */
export function SpectatorAccessError({ message, detail, onRetry }: { message: string; detail: string | null; onRetry: () => void }) {
  return (
    <>
      <PageHeader title={SPECTATOR_TEXT.accessErrorTitle} centered />
      <ScreenCard role="alert">
        <AlertTriangle aria-hidden="true" className="size-10 text-danger-text" />
        <p className="text-lg font-semibold">{message}</p>
        {detail ? <p className="max-w-md text-fg-muted">{detail}</p> : null}
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <Button onClick={onRetry}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Try Again
          </Button>
          {returnHome}
        </div>
      </ScreenCard>
    </>
  );
}

/** Someone who is not a spectator reached the spectator area (spec part 1 §4). */
export function SpectatorAccessDenied({ onEnter }: { onEnter: () => void }) {
  return (
    <>
      <PageHeader title="Spectator Mode" className="sr-only" />
      <ScreenCard role="alert">
        <ShieldAlert aria-hidden="true" className="size-10 text-danger-text" />
        <p className="text-lg font-semibold">{SPECTATOR_TEXT.accessDenied}</p>
        <p className="max-w-md text-fg-muted">Entering spectator mode signs you out of your account in this browser.</p>
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <Button onClick={onEnter}>
            <Eye aria-hidden="true" className="size-4" />
            Enter Spectator Mode
          </Button>
          {returnHome}
        </div>
      </ScreenCard>
    </>
  );
}
