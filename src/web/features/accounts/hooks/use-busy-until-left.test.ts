// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { advance, renderHookWithProviders, useHookTestClock } from '../../../../../test/helpers/render-hook';
import { LEAVE_TIMEOUT_MS, useBusyUntilLeft } from './use-busy-until-left';

// The sign-in button goes busy at the click and the browser leaves for Steam; when it
// does not leave after all, the button must work again without a reload.

const pageShow = (persisted: boolean) => act(() => void window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted })));

describe('useBusyUntilLeft', () => {
  useHookTestClock();

  // Catches: a spinner that stays until a reload after a stopped or cancelled navigation.
  it('is busy from the click, and works again once the page has plainly stayed', async () => {
    const { result } = renderHookWithProviders(() => useBusyUntilLeft());
    expect(result.current.busy).toBe(false);
    act(() => result.current.leave());
    expect(result.current.busy).toBe(true);
    await advance(LEAVE_TIMEOUT_MS - 1);
    expect(result.current.busy).toBe(true);
    await advance(1);
    expect(result.current.busy).toBe(false);
  });

  // Catches: the page brought back by the back button as it was left, busy.
  it('works again at once when the page comes back from the back/forward cache', () => {
    const { result } = renderHookWithProviders(() => useBusyUntilLeft());
    act(() => result.current.leave());
    pageShow(false);
    expect(result.current.busy).toBe(true);
    pageShow(true);
    expect(result.current.busy).toBe(false);
  });
});
