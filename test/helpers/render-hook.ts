// Hook tests in jsdom on a controlled clock: a fresh QueryClient (the app's own
// defaults) and a memory router per render, the network answered by a stubbed
// fetch with real Response objects (so the hooks' contract parsing still runs),
// and time moved on only by the test. Test files start with
// `// @vitest-environment jsdom` and call `useHookTestClock()` once.
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import { notifyManager, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { userSchema, type User } from '../../src/core/contracts/accounts';
import { createQueryClient } from '../../src/web/lib/query-client';

/** A fixed start for the fake clock, so dates in fixtures read the same on every run. */
export const CLOCK_START = new Date('2026-03-01T12:00:00.000Z');

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

/**
 * Fake timers (setTimeout, setInterval, Date, performance) for every test of the
 * file; the hook is unmounted before the real timers come back, so nothing it
 * scheduled can fire afterwards.
 */
export function useHookTestClock(): void {
  beforeEach(() => {
    // What Testing Library sets up itself when the test globals are on (they are off here).
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    vi.useFakeTimers();
    vi.setSystemTime(CLOCK_START);
    // TanStack Query hands results to components with a 0 ms timeout; a fake clock
    // moves a 0 ms timer set while it ticks 1 ms later. As a microtask, an answer
    // shows at the moment it arrives, so a test's step of the clock is exact.
    notifyManager.setScheduler(queueMicrotask);
  });
  afterEach(() => {
    cleanup();
    notifyManager.setScheduler((callback) => setTimeout(callback, 0));
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

/** One act() per timer: React renders, and runs the effects, of what each timer changed. */
const runNextTimer = () =>
  act(async () => {
    await vi.advanceTimersToNextTimerAsync();
  });

/**
 * Moves the clock on by `ms` one timer at a time, with React rendering after
 * each, as a browser would: a timer that an effect sets after a render is then
 * set at the right moment. (One act() round the whole step would hold every
 * render back to its end, and the later timers would run before them.)
 */
export async function advance(ms: number): Promise<void> {
  const target = Date.now() + ms;
  // A marker at the end of the step, so the next timer is never past it.
  const end = setTimeout(() => {}, ms);
  try {
    while (Date.now() < target) await runNextTimer();
    // Timers due at the very end of the step besides the marker, and the answers they started.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  } finally {
    clearTimeout(end);
  }
}

export interface RenderHookOptions<Props> {
  initialProps?: Props;
  /** The address the memory router starts at. */
  path?: string;
  client?: QueryClient;
}

/** renderHook inside the providers the app's hooks expect. */
export function renderHookWithProviders<Result, Props>(hook: (props: Props) => Result, options: RenderHookOptions<Props> = {}) {
  const client = options.client ?? createQueryClient();
  const location = memoryLocation({ path: options.path ?? '/', record: true });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client, children: createElement(Router, { hook: location.hook, children }) });
  const rendered = renderHook(hook, { wrapper, initialProps: options.initialProps });
  return { ...rendered, client, location };
}

/** A JSON answer, as the server sends it. */
export const json = (body: unknown, status = 200): Response => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export interface ApiRequest {
  method: string;
  path: string;
  body: unknown;
}

/** `'METHOD /path'` to the answer; a function may look at the request, and may return a promise the test settles. */
export type ApiRoutes = Record<string, Response | ((request: ApiRequest) => Response | Promise<Response>)>;

export interface StubbedApi {
  fetch: Mock<typeof fetch>;
  /** The requests made to `'METHOD /path'`, oldest first. */
  requests: (route: string) => ApiRequest[];
}

/**
 * Replaces fetch with the given routes. A request to any other route rejects, so
 * a hook that calls something unexpected fails its test instead of passing quietly.
 */
export function stubApi(routes: ApiRoutes): StubbedApi {
  const seen: (ApiRequest & { route: string })[] = [];
  const stub = vi.fn<typeof fetch>(async (input, init) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const method = init?.method ?? 'GET';
    const route = `${method} ${path}`;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    seen.push({ route, method, path, body });
    const answer = routes[route];
    if (!answer) throw new Error(`unexpected request: ${route}`);
    // A Response body can be read once: a route answered again gets a fresh copy.
    return typeof answer === 'function' ? answer({ method, path, body }) : answer.clone();
  });
  vi.stubGlobal('fetch', stub);
  return { fetch: stub, requests: (route) => seen.filter((r) => r.route === route) };
}

/** A signed-in player as `GET /api/auth/user` answers it (500 fowls, free trial), checked by the contract. */
export const testUser = (changes: Partial<User> = {}): User =>
  userSchema.parse({
    id: 'u-ann',
    steamId: '76561198000000001',
    username: 'Ann',
    avatar: '',
    fowlBalance: 500,
    balance: 500,
    isSubscribed: false,
    subscriptionExpiresAt: null,
    isAdmin: false,
    isSpectator: false,
    isBanned: false,
    hasSeenWelcome: true,
    showNameInFeed: true,
    tradeOfferUrl: null,
    referralCode: null,
    referredBy: null,
    totalWins: 0,
    raffleWagered: 0,
    totalSpent: 0,
    lastDailyCase: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...changes,
  });
