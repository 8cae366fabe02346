import type { ReactNode } from 'react';
import { useAdminToken } from '../../../hooks/use-admin-token';
import { AdminGuard } from './admin-guard';
import { AdminLoginForm } from './admin-login-form';
import { TwoFactorGate } from './two-factor-gate';

/**
 * Every /admin screen: a signed-in admin with a portal token sees the screen; an
 * admin without a token sees the password form in its place (spec part 2 §2); an
 * admin the platform requires to set up two-factor sign-in sees that setup first.
 */
export function AdminArea({ children }: { children: ReactNode }) {
  const token = useAdminToken();
  return <AdminGuard>{token ? <TwoFactorGate>{children}</TwoFactorGate> : <AdminLoginForm />}</AdminGuard>;
}
