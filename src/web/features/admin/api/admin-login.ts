import { useMutation } from '@tanstack/react-query';
import { adminLoginResultSchema } from '../../../../core/contracts/admin';
import { apiFetch } from '../../../lib/api-client';
import { setAdminToken } from '../../../lib/admin-token';

// The password check rides on the Steam session (cookie), so this is a plain call:
// a 401 here means a wrong password, not an expired admin token.
export const adminLogin = (password: string) =>
  apiFetch('/api/admin/login', { method: 'POST', body: { password }, schema: adminLoginResultSchema });

export const useAdminLogin = () =>
  useMutation({
    mutationFn: adminLogin,
    onSuccess: ({ token, expiresAt }) => setAdminToken(token, expiresAt),
  });
