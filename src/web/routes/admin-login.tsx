import { Redirect } from 'wouter';
import { AdminGuard } from '../features/admin/components/admin-guard';
import { AdminLoginForm } from '../features/admin/components/admin-login-form';
import { useAdminToken } from '../hooks/use-admin-token';

/** Once the password is accepted the stored token flips this screen into a redirect to the portal. */
export function AdminLoginRoute() {
  const token = useAdminToken();
  return <AdminGuard>{token ? <Redirect to="/admin" replace /> : <AdminLoginForm />}</AdminGuard>;
}
