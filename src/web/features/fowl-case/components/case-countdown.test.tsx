// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { advance, CLOCK_START, useHookTestClock } from '../../../../../test/helpers/render-hook';
import { CaseCountdown } from './case-countdown';

// The case page's countdown (spec part 1 §5): it ticks once a second on the page's
// own clock, and when it runs out it asks the server (onElapsed) instead of opening
// the case on its own say-so.

const inMs = (ms: number) => new Date(CLOCK_START.getTime() + ms).toISOString();

describe('CaseCountdown', () => {
  useHookTestClock();

  // Catches: a countdown that does not tick each second, rounds the wrong way, or
  // never asks the server when it runs out (or asks more than once).
  it('counts down each second and asks the server once when it runs out', async () => {
    const onElapsed = vi.fn();
    render(<CaseCountdown status={{ canOpen: false, nextOpeningTime: inMs(3600_000 + 2500) }} onElapsed={onElapsed} />);
    expect(screen.getByRole('timer')).toHaveProperty('textContent', '01:00:03');

    await advance(1000);
    expect(screen.getByRole('timer')).toHaveProperty('textContent', '01:00:02');
    await advance(3600_000);
    expect(screen.getByRole('timer')).toHaveProperty('textContent', '00:00:02');
    await advance(1000);
    expect(screen.getByRole('timer')).toHaveProperty('textContent', '00:00:01');
    expect(onElapsed).not.toHaveBeenCalled();
    await advance(1000);
    expect(screen.getByRole('timer')).toHaveProperty('textContent', '00:00:00');
    expect(onElapsed).toHaveBeenCalledTimes(1);

    await advance(5000);
    expect(onElapsed).toHaveBeenCalledTimes(1);
  });

  it('says the case is available, or that the free case is used, without a timer', async () => {
    const onElapsed = vi.fn();
    const { rerender } = render(<CaseCountdown status={{ canOpen: true, nextOpeningTime: null }} onElapsed={onElapsed} />);
    expect(screen.getByText('Available Now')).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();

    rerender(<CaseCountdown status={{ canOpen: false, nextOpeningTime: null }} onElapsed={onElapsed} />);
    expect(screen.getByText('Free case used')).toBeTruthy();
    await advance(60_000);
    expect(onElapsed).not.toHaveBeenCalled();
  });
});
