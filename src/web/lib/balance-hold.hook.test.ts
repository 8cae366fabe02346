// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { advance, renderHookWithProviders, useHookTestClock } from '../../../test/helpers/render-hook';
import { holdDisplayedBalance, releaseDisplayedBalance, useDisplayedBalance } from './balance-hold';

// The header's balance while a game animates: the hook must show the held value
// and move to the real one the moment the hold ends, by a release or by itself.

describe('useDisplayedBalance', () => {
  useHookTestClock();
  afterEach(() => releaseDisplayedBalance());

  // Catches: the held value ignored (the new balance shows mid-animation and gives
  // the outcome away), or a release that does not re-render the header.
  it('keeps showing the held balance through a server push, and the real one once released', async () => {
    const { result, rerender } = renderHookWithProviders(({ balance }: { balance: number }) => useDisplayedBalance(balance), {
      initialProps: { balance: 500 },
    });
    expect(result.current).toBe(500);
    act(() => holdDisplayedBalance(500));
    // The server's push of the win arrives while the animation runs.
    rerender({ balance: 900 });
    await advance(5000);
    expect(result.current).toBe(500);
    act(() => releaseDisplayedBalance());
    expect(result.current).toBe(900);
  });

  // Catches: a lost release freezing the header, or a safety limit that ends the hold early.
  it('lets the header go by itself after 20 s when no release comes', async () => {
    const { result, rerender } = renderHookWithProviders(({ balance }: { balance: number }) => useDisplayedBalance(balance), {
      initialProps: { balance: 500 },
    });
    act(() => holdDisplayedBalance(500));
    rerender({ balance: 450 });
    await advance(19_999);
    expect(result.current).toBe(500);
    await advance(1);
    expect(result.current).toBe(450);
  });
});
