import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { useTwoFactorStatus } from '../api/get-two-factor-status';
import { TwoFactorCard } from './two-factor-card';

/**
 * With ADMIN_REQUIRE_TOTP the server refuses every admin action until the admin has
 * two-factor sign-in, so the portal shows the setup first. A failed status load
 * falls through to the screen: the server still decides, and says so on each call.
 */
export function TwoFactorGate({ children }: { children: ReactNode }) {
  const status = useTwoFactorStatus();
  if (status.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner className="size-8" label="Loading" />
      </div>
    );
  }
  if (status.data?.required && !status.data.enabled) {
    return (
      <div className="mx-auto grid w-full max-w-3xl">
        <PageHeader title="Admin Portal" description="Set up two-factor sign-in to continue." />
        <TwoFactorCard />
      </div>
    );
  }
  return <>{children}</>;
}
