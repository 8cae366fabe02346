import { useEffect, useState } from 'react';

/**
 * A full-page redirect does not always leave: the user may stop it, a 204 or a download
 * may cancel it, and a back button may bring the page back from the back/forward cache
 * exactly as it was left. The button is busy from the click, then works again after this
 * long on the page, or at once when the page is shown again from that cache.
 */
export const LEAVE_TIMEOUT_MS = 10_000;

/** `busy` from `leave()` until the page is gone, or (see above) until it plainly stayed. */
export function useBusyUntilLeft(): { busy: boolean; leave: () => void; stay: () => void } {
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setBusy(false), LEAVE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  return { busy, leave: () => setBusy(true), stay: () => setBusy(false) };
}
