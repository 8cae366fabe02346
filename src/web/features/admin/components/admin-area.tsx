import type { ReactNode } from 'react';
import { useAdminToken } from '../hooks/use-admin-token';
import { AdminGuard } from './admin-guard';
import { AdminLoginForm } from './admin-login-form';

/**
 * Every /admin screen: a signed-in admin with a portal token sees the screen; an
 * admin without a token sees the password form in its place (spec part 2 §2).
 */
export function AdminArea({ children }: { children: ReactNode }) {
  const token = useAdminToken();
  return <AdminGuard>{token ? children : <AdminLoginForm />}</AdminGuard>;
}
