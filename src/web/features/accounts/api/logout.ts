import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { clearAdminToken } from '../../../lib/admin-token';

// The schema loads with the click, not with the account menu (docs/decisions/0042).
export const logout = async () => apiFetch('/api/auth/logout', { method: 'POST', schema: (await import('../../../../core/contracts/common')).okSchema });

/**
 * On success the page is reloaded at '/', which drops every cached query and
 * reconnects the socket without the old session. The admin portal token ended with
 * the session on the server; the tab forgets it too, so the next sign-in to the
 * portal does not start with a 'Session Expired' notice.
 */
export const useLogout = (options: { onError?: (error: unknown) => void } = {}) =>
  useMutation({
    mutationFn: logout,
    onSuccess: () => {
      clearAdminToken();
      window.location.assign('/');
    },
    onError: options.onError,
  });
