import { useEffect } from 'react';

/**
 * Spec part 1 §4, §7: a spectator is logged out when the browser closes. `pagehide`
 * fires on closing, reloading and leaving the site, and a beacon still goes out then.
 * The session cookie has no expiry either, so a lost beacon ends with the browser too.
 */
export function useBeaconLogout(enabled: boolean): void {
  useEffect(() => {
    if (!enabled || typeof navigator.sendBeacon !== 'function') return;
    const onPageHide = () => {
      navigator.sendBeacon('/api/logout');
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [enabled]);
}
