import { useMutation } from '@tanstack/react-query';
import { okSchema } from '../../../../core/contracts/common';
import { apiFetch } from '../../../lib/api-client';

export const logout = () => apiFetch('/api/auth/logout', { method: 'POST', schema: okSchema });

/**
 * On success the page is reloaded at '/', which drops every cached query and
 * reconnects the socket without the old session.
 */
export const useLogout = (options: { onError?: (error: unknown) => void } = {}) =>
  useMutation({
    mutationFn: logout,
    onSuccess: () => window.location.assign('/'),
    onError: options.onError,
  });
