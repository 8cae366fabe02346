// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { caseOpenResponseSchema, type CaseStatus } from '../../../../core/contracts/fowl-case';
import { advance, CLOCK_START, json, renderHookWithProviders, stubApi, testUser, useHookTestClock } from '../../../../../test/helpers/render-hook';
import { useToast } from '../../../components/ui/use-toast';
import { useCurrentUser } from '../../../lib/auth';
import { createQueryClient } from '../../../lib/query-client';
import { useDisplayedBalance } from '../../../lib/balance-hold';
import { playSound } from '../../../lib/sounds';
import { useCaseOpening } from './use-case-opening';
import { queryKeys } from '../../../lib/query-keys';

// The Fowl Case opening (spec part 2 §4): the server picks the prize at the click,
// the reel travels to it, and only the reel's stop shows the prize: the header's
// balance and the toast wait for it. A reel that never reports its stop (a
// background tab) is covered by a fallback 1.5 s after the scroll was due to end.

vi.mock('../../../lib/sounds', () => ({ playSound: vi.fn() }));
vi.mock('../../../lib/celebrate', () => ({ celebrate: vi.fn(async () => {}) }));

const OPEN = 'POST /api/daily-case/open';
const USER = 'GET /api/auth/user';
/** Spec part 2 §4: the chest opens at 1 s, the strip shows at 2 s and scrolls from 2.5 s for 7 s; the result stays 3 s. */
const CASE_TIMELINE = { chestOpensAt: 1000, stripShownAt: 2000, scrollStartsAt: 2500, scrollMs: 7000, resultMs: 3000 } as const;
const canOpen: CaseStatus = { canOpen: true, nextOpeningTime: null };
/** When the fallback shows the result if the reel never reports its stop, from the scroll's start. */
const FALLBACK_AFTER_SCROLL_MS = CASE_TIMELINE.scrollMs + 1500;

const opened = caseOpenResponseSchema.parse({
  fowlsWon: 120,
  prizeIndex: 3,
  ticket: 8123,
  roundId: 'c-1',
  openedAt: CLOCK_START.toISOString(),
  fairness: { seedId: 's-1', serverSeedHash: 'a'.repeat(64), clientSeed: 'client', nonce: 4 },
  fowlBalance: 620,
  canOpen: false,
  nextOpeningTime: null,
});

/**
 * The opening, the header's balance and the toast on screen, with a server whose
 * balance moves when the case opens (the header's 5 s poll asks it too).
 */
function renderCase(openAnswer: () => Response | Promise<Response> = () => json(opened)) {
  let serverBalance = 500;
  const api = stubApi({
    [OPEN]: async () => {
      const answer = await openAnswer();
      if (answer.ok) serverBalance = opened.fowlBalance;
      return answer;
    },
    [USER]: () => json(testUser({ fowlBalance: serverBalance, balance: serverBalance })),
  });
  const client = createQueryClient();
  client.setQueryData(queryKeys.accounts.currentUser, testUser());
  const rendered = renderHookWithProviders(
    () => {
      const realBalance = useCurrentUser().data?.fowlBalance ?? 0;
      return { opening: useCaseOpening('u-ann'), header: useDisplayedBalance(realBalance), realBalance, toasts: useToast().toasts };
    },
    { client },
  );
  return { ...rendered, api };
}

const revealSounds = () => vi.mocked(playSound).mock.calls.filter(([name]) => name === 'reveal').length;

describe('useCaseOpening', () => {
  useHookTestClock();
  beforeEach(() => vi.mocked(playSound).mockClear());

  // Catches: the prize, the new balance or the toast showing before the reel stops
  // (the answer is in long before), the chest/strip/scroll steps out of order, or a
  // result that never clears.
  it('goes chest, strip, scroll, and shows the prize, balance and toast only when the reel stops', async () => {
    const { result, api } = renderCase();
    act(() => result.current.opening.open(canOpen));
    expect(result.current.opening.phase).toBe('shaking');
    // The request goes out at the click, and the answer is in at once.
    await advance(0);
    expect(api.requests(OPEN)).toHaveLength(1);
    expect(result.current.opening).toMatchObject({ phase: 'shaking', result: null });
    expect(result.current.header).toBe(500);

    await advance(CASE_TIMELINE.chestOpensAt);
    expect(result.current.opening.phase).toBe('open');
    await advance(CASE_TIMELINE.stripShownAt - CASE_TIMELINE.chestOpensAt);
    expect(result.current.opening.phase).toBe('strip');
    await advance(CASE_TIMELINE.scrollStartsAt - CASE_TIMELINE.stripShownAt);
    expect(result.current.opening).toMatchObject({ phase: 'scrolling', result: opened });
    // The server's balance is in the cache already; the header keeps the old one.
    expect(result.current.realBalance).toBe(620);
    expect(result.current.header).toBe(500);

    await advance(CASE_TIMELINE.scrollMs);
    expect(result.current.opening.phase).toBe('scrolling');
    expect(result.current.header).toBe(500);
    expect(result.current.toasts).toEqual([]);
    expect(revealSounds()).toBe(0);

    act(() => result.current.opening.stopped());
    expect(result.current.opening.phase).toBe('result');
    expect(result.current.header).toBe(620);
    expect(result.current.toasts[0]).toMatchObject({ title: 'Fowl Case Opened!', description: 'You won 120 fowls!' });
    expect(revealSounds()).toBe(1);

    await advance(CASE_TIMELINE.resultMs - 1);
    expect(result.current.opening.phase).toBe('result');
    await advance(1);
    expect(result.current.opening.phase).toBe('ready');
    // The fallback's moment has passed too: the stop already ran, so nothing shows twice.
    expect(revealSounds()).toBe(1);
    expect(api.requests(OPEN)).toHaveLength(1);
  });

  // Catches: a result that never shows when the reel's stop is lost (a background
  // tab), or a fallback that cuts the scroll short.
  it('shows the result by itself 1.5 s after the scroll was due to end when the reel never reports its stop', async () => {
    const { result } = renderCase();
    act(() => result.current.opening.open(canOpen));
    await advance(CASE_TIMELINE.scrollStartsAt);
    expect(result.current.opening.phase).toBe('scrolling');

    await advance(FALLBACK_AFTER_SCROLL_MS - 1);
    expect(result.current.opening.phase).toBe('scrolling');
    expect(result.current.header).toBe(500);
    await advance(1);
    expect(result.current.opening.phase).toBe('result');
    expect(result.current.header).toBe(620);
    expect(result.current.toasts[0]).toMatchObject({ title: 'Fowl Case Opened!' });
  });

  // Catches: the reel scrolling before the server's prize is known (it would have to
  // guess where to stop), or a stop reported before the scroll showing a result.
  it('scrolls only once the prize is known, and ignores a stop before the scroll', async () => {
    let answerOpen: (answer: Response) => void = () => {};
    const { result } = renderCase(() => new Promise<Response>((resolve) => (answerOpen = resolve)));
    act(() => result.current.opening.open(canOpen));
    await advance(CASE_TIMELINE.scrollStartsAt + 1500);
    expect(result.current.opening).toMatchObject({ phase: 'strip', result: null });

    act(() => result.current.opening.stopped());
    expect(result.current.opening.phase).toBe('strip');

    answerOpen(json(opened));
    await advance(0);
    expect(result.current.opening).toMatchObject({ phase: 'scrolling', result: opened });
    expect(result.current.header).toBe(500);
  });

  // Catches: a refused opening leaving the header frozen on the held balance (until
  // the 20 s safety limit), or the reel going on.
  it('lets the header go and says why when the server refuses', async () => {
    const { result, client } = renderCase(() => json({ error: 'Free case already used', code: 'FREE_CASE_USED' }, 409));
    act(() => result.current.opening.open(canOpen));
    await advance(0);
    expect(result.current.opening.phase).toBe('ready');
    expect(result.current.toasts[0]).toMatchObject({ variant: 'destructive' });
    // A balance push from elsewhere (say a raffle prize) shows at once: nothing holds the header.
    await act(async () => {
      client.setQueryData(queryKeys.accounts.currentUser, testUser({ fowlBalance: 650, balance: 650 }));
    });
    expect(result.current.header).toBe(650);
    await advance(CASE_TIMELINE.scrollStartsAt + FALLBACK_AFTER_SCROLL_MS);
    expect(result.current.opening.phase).toBe('ready');
  });
});
