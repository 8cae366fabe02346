import { useMutation } from '@tanstack/react-query';
import { adminLoginResultSchema } from '../../../../core/contracts/admin';
import { apiFetch } from '../../../lib/api-client';
import { setAdminToken } from '../../../lib/admin-token';

export interface AdminLoginInput {
  password: string;
  /** The authenticator's code or a recovery code, once two-factor sign-in is on. */
  code?: string;
}

// The password check rides on the Steam session (cookie), so this is a plain call:
// a 401 here means a wrong password or code, not an expired admin token.
export const adminLogin = (input: AdminLoginInput) => apiFetch('/api/admin/login', { method: 'POST', body: input, schema: adminLoginResultSchema });

export const useAdminLogin = () =>
  useMutation({
    mutationFn: adminLogin,
    onSuccess: ({ token, expiresAt }) => setAdminToken(token, expiresAt),
  });
