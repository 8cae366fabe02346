// @vitest-environment jsdom
import { useCallback } from 'react';
import { describe, expect, it } from 'vitest';
import { useLocation } from 'wouter';
import { advance, renderHookWithProviders, useHookTestClock } from '../../../../../test/helpers/render-hook';
import { useRedirectCountdown } from './use-redirect-countdown';

// The checkout's return page says "Taking you home in 3 seconds" and must mean it:
// the number falls with the clock and the page goes home at zero, once.

/** As the return page wires it: the countdown's end navigates home. */
function useCountdownHome(totalMs: number): number {
  const [, navigate] = useLocation();
  const goHome = useCallback(() => navigate('/'), [navigate]);
  return useRedirectCountdown(totalMs, goHome);
}

describe('useRedirectCountdown', () => {
  useHookTestClock();

  // Catches: a number that never moves (text only), seconds rounded down (0 shown while
  // time is left), a redirect before zero, or none at all.
  it('counts 3, 2, 1 with the clock and goes home at zero', async () => {
    const { result, location } = renderHookWithProviders(() => useCountdownHome(3000), { path: '/payment/redirect' });
    expect(result.current).toBe(3);
    await advance(1000);
    expect(result.current).toBe(2);
    await advance(1000);
    expect(result.current).toBe(1);
    await advance(750);
    // A quarter of a second left: still 1, and still on the page.
    expect(result.current).toBe(1);
    expect(location.history).toEqual(['/payment/redirect']);
    await advance(250);
    expect(result.current).toBe(0);
    expect(location.history).toEqual(['/payment/redirect', '/']);
  });

  // Catches: onDone run on every tick after zero (a navigation storm, history filling up).
  it('redirects once, however long the page stays mounted after zero', async () => {
    const { location } = renderHookWithProviders(() => useCountdownHome(3000), { path: '/payment/redirect' });
    await advance(10_000);
    expect(location.history).toEqual(['/payment/redirect', '/']);
  });
});
