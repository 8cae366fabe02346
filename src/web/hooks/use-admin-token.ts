import { useSyncExternalStore } from 'react';
import { getAdminToken, subscribeAdminToken } from '../lib/admin-token';

/** The stored admin token, re-rendering when it is set or cleared. */
export const useAdminToken = (): string | null => useSyncExternalStore(subscribeAdminToken, getAdminToken, () => null);
