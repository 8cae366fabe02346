// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { advance, json, renderHookWithProviders, stubApi, testUser, useHookTestClock } from '../../../test/helpers/render-hook';
import { useExpectSignedIn } from './auth';

// The layout's guess while the current user loads: what this browser heard last,
// then the answer, remembered for the next visit.

describe('useExpectSignedIn', () => {
  useHookTestClock();
  afterEach(() => localStorage.clear());

  // Catches: a visitor's page laid out for a player (the callout then pushes it down), or a guess that outlives the answer.
  it('guesses signed out for a new browser, then follows and remembers the answer', async () => {
    stubApi({ 'GET /api/auth/user': json(testUser()) });
    const first = renderHookWithProviders(() => useExpectSignedIn());
    expect(first.result.current).toBe(false);
    await advance(0);
    expect(first.result.current).toBe(true);
    first.unmount();

    // The next visit lays out for a player from the first render.
    const again = renderHookWithProviders(() => useExpectSignedIn());
    expect(again.result.current).toBe(true);
  });

  // Catches: a signed-out answer that leaves the old guess behind, so the next visit hides the sign-in callout.
  it('forgets a player who has signed out', async () => {
    localStorage.setItem('fowls.signedIn', '1');
    // The server answers a signed-out visitor with null (decision 0060).
    stubApi({ 'GET /api/auth/user': json(null) });
    const visit = renderHookWithProviders(() => useExpectSignedIn());
    expect(visit.result.current).toBe(true);
    await advance(0);
    expect(visit.result.current).toBe(false);
    visit.unmount();
    expect(renderHookWithProviders(() => useExpectSignedIn()).result.current).toBe(false);
  });

  // Catches: a visitor taken for an error while an instance not yet upgraded still answers 401.
  it("reads an older server's 401 as signed out too", async () => {
    localStorage.setItem('fowls.signedIn', '1');
    stubApi({ 'GET /api/auth/user': json({ error: 'Not authenticated' }, 401) });
    const visit = renderHookWithProviders(() => useExpectSignedIn());
    await advance(0);
    expect(visit.result.current).toBe(false);
  });
});
