import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { Spinner } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/auth';
import { AdminAccessDenied } from './admin-access-denied';

/**
 * Admin screens need a signed-in admin: anyone signed out goes to /login, anyone
 * else sees Access Denied. The admin token is a second step handled by the screen.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { data: user, isPending, isError } = useCurrentUser();
  if (isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner className="size-8" label="Loading" />
      </div>
    );
  }
  if (isError || !user) return <Redirect to="/login" replace />;
  if (!user.isAdmin) return <AdminAccessDenied />;
  return <>{children}</>;
}
