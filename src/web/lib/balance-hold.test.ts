import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldBalance, holdDisplayedBalance, releaseDisplayedBalance } from './balance-hold';

describe('balance hold', () => {
  afterEach(() => {
    releaseDisplayedBalance();
    vi.useRealTimers();
  });

  it('shows the first held value until released', () => {
    expect(heldBalance()).toBeNull();
    holdDisplayedBalance(100);
    holdDisplayedBalance(50);
    expect(heldBalance()).toBe(100);
    releaseDisplayedBalance();
    expect(heldBalance()).toBeNull();
  });

  it('lets go by itself if a release never comes', () => {
    vi.useFakeTimers();
    holdDisplayedBalance(100);
    vi.advanceTimersByTime(19_999);
    expect(heldBalance()).toBe(100);
    vi.advanceTimersByTime(2);
    expect(heldBalance()).toBeNull();
  });
});
