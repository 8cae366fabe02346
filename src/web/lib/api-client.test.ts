import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ADMIN_SESSION_EXPIRED, AdminSessionExpiredError, ApiError, adminFetch, apiFetch, hasErrorCode, userFacingMessage } from './api-client';

// Runs in Node: fetch, window.location and sessionStorage are stubbed per test.

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body: string, statusText = ''): Response {
  return new Response(body === '' ? null : body, { status, statusText, headers: { 'Content-Type': 'application/json' } });
}

function stubLocation(pathname: string) {
  const assign = vi.fn();
  vi.stubGlobal('window', { location: { pathname, assign } });
  return assign;
}

function stubSessionStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  });
  return data;
}

/**
 * The promise's state once `done` has happened and every promise reaction queued
 * by then has run (a macrotask comes after all of them): no clock involved.
 */
async function stateAfter(promise: Promise<unknown>, done: () => void): Promise<'pending' | 'resolved' | 'rejected'> {
  let state: 'pending' | 'resolved' | 'rejected' = 'pending';
  promise.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  await vi.waitFor(done);
  await new Promise((r) => setImmediate(r));
  return state;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('sends credentials and a JSON body with a JSON content type', async () => {
    fetchMock.mockResolvedValue(answer(200, '{"success":true}'));
    await apiFetch('/api/user/trade-url', { method: 'POST', body: { tradeOfferUrl: 'x' } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/trade-url');
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"tradeOfferUrl":"x"}');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends no body and no content type on a GET', async () => {
    fetchMock.mockResolvedValue(answer(200, '{}'));
    await apiFetch('/api/platform');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect((init?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('keeps a request alive past the page only when asked', async () => {
    fetchMock.mockImplementation(async () => answer(200, '{"success":true}'));
    await apiFetch('/api/user/welcome-seen', { method: 'POST', keepalive: true });
    await apiFetch('/api/platform');
    expect(fetchMock.mock.calls.map(([, init]) => init?.keepalive)).toEqual([true, undefined]);
  });

  it('returns parsed JSON and applies a schema', async () => {
    fetchMock.mockResolvedValue(answer(200, '{"maintenanceMode":true,"extra":1}'));
    const result = await apiFetch('/api/x', { schema: z.object({ maintenanceMode: z.boolean() }) });
    expect(result).toEqual({ maintenanceMode: true });
  });

  it('formats errors as "status: body text" and keeps the server error text', async () => {
    const body = '{"error":"This trade offer URL belongs to a different Steam account.","code":"BAD_REQUEST"}';
    fetchMock.mockResolvedValue(answer(400, body, 'Bad Request'));
    const error = await apiFetch('/api/user/trade-url', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(`400: ${body}`);
    expect(apiError.status).toBe(400);
    expect(apiError.serverMessage).toBe('This trade offer URL belongs to a different Steam account.');
    expect(apiError.code).toBe('BAD_REQUEST');
    expect(apiError.body).toEqual(JSON.parse(body));
  });

  it('uses the status text when the error body is empty', async () => {
    fetchMock.mockResolvedValue(answer(500, '', 'Internal Server Error'));
    await expect(apiFetch('/api/x')).rejects.toThrow('500: Internal Server Error');
  });

  it('keeps a non-JSON error body as text', async () => {
    fetchMock.mockResolvedValue(answer(502, 'Bad gateway from proxy', 'Bad Gateway'));
    const error = (await apiFetch('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('502: Bad gateway from proxy');
    expect(error.body).toBe('Bad gateway from proxy');
    expect(error.serverMessage).toBeUndefined();
    expect(error.code).toBeUndefined();
  });

  it("carries only codes the server's AppError knows", async () => {
    fetchMock.mockResolvedValue(answer(409, '{"error":"You have already entered this raffle.","code":"ALREADY_ENTERED"}'));
    const known = (await apiFetch('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(known.code).toBe('ALREADY_ENTERED');
    expect(hasErrorCode(known, 'RAFFLE_FULL', 'ALREADY_ENTERED')).toBe(true);
    expect(hasErrorCode(known, 'RAFFLE_FULL')).toBe(false);
    fetchMock.mockResolvedValue(answer(409, '{"error":"x","code":"toString"}'));
    const unknown = (await apiFetch('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(unknown.code).toBeUndefined();
    expect(hasErrorCode(new Error('ALREADY_ENTERED'), 'ALREADY_ENTERED')).toBe(false);
  });

  it('throws on 401 by default and yields null in returnNull mode', async () => {
    fetchMock.mockResolvedValue(answer(401, '{"error":"Not signed in","code":"UNAUTHENTICATED"}', 'Unauthorized'));
    await expect(apiFetch('/api/auth/user')).rejects.toMatchObject({ status: 401 });
    fetchMock.mockResolvedValue(answer(401, '{"error":"Not signed in","code":"UNAUTHENTICATED"}', 'Unauthorized'));
    await expect(apiFetch('/api/auth/user', { on401: 'returnNull' })).resolves.toBeNull();
  });

  it('redirects to /maintenance on a maintenance 503 and never settles', async () => {
    const assign = stubLocation('/raffles');
    fetchMock.mockResolvedValue(answer(503, '{"error":"Down for maintenance","code":"MAINTENANCE","maintenance":true}'));
    const state = await stateAfter(apiFetch('/api/raffles'), () => expect(assign).toHaveBeenCalledWith('/maintenance'));
    expect(state).toBe('pending');
  });

  it('treats a 503 without the maintenance flag as an ordinary error', async () => {
    const assign = stubLocation('/');
    fetchMock.mockResolvedValue(answer(503, '{"error":"Unavailable","code":"INTERNAL"}', 'Service Unavailable'));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 503 });
    expect(assign).not.toHaveBeenCalled();
  });

  it('on the maintenance page itself, surfaces the 503 so its polling goes on', async () => {
    const assign = stubLocation('/maintenance');
    fetchMock.mockResolvedValue(answer(503, '{"error":"Down","code":"MAINTENANCE","maintenance":true}'));
    await expect(apiFetch('/api/platform')).rejects.toMatchObject({ status: 503 });
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('adminFetch', () => {
  it('sends the stored token as a bearer', async () => {
    stubSessionStorage({ adminToken: 'tok123' });
    fetchMock.mockResolvedValue(answer(200, '{"maintenanceMode":false}'));
    await adminFetch('/api/admin/maintenance-status');
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok123');
  });

  it('clears the token on 401 and reports the admin session as expired', async () => {
    const store = stubSessionStorage({ adminToken: 'tok123', adminTokenExpiresAt: '2999-01-01T00:00:00.000Z' });
    fetchMock.mockResolvedValue(answer(401, '{"error":"Admin token required","code":"ADMIN_TOKEN_REQUIRED"}', 'Unauthorized'));
    const error = await adminFetch('/api/admin/maintenance-status').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AdminSessionExpiredError);
    expect((error as Error).message).toBe(ADMIN_SESSION_EXPIRED);
    expect(store.has('adminToken')).toBe(false);
    expect(store.has('adminTokenExpiresAt')).toBe(false);
  });

  it('does not send an expired token', async () => {
    stubSessionStorage({ adminToken: 'old', adminTokenExpiresAt: '2000-01-01T00:00:00.000Z' });
    fetchMock.mockResolvedValue(answer(200, '{}'));
    await adminFetch('/api/admin/x');
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
  });
});

describe('apiFetch with the admin token', () => {
  it('adds the portal token only to the calls that ask for it, and only while one is held', async () => {
    stubSessionStorage({ adminToken: 'tok123' });
    fetchMock.mockImplementation(async () => answer(200, '{"messages":[]}'));
    await apiFetch('/api/raffles/r1/chat', { withAdminToken: true });
    await apiFetch('/api/raffles/r1');
    const headersOf = (call: number) => fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string>;
    expect(headersOf(0).Authorization).toBe('Bearer tok123');
    expect(headersOf(1).Authorization).toBeUndefined();
    stubSessionStorage({});
    await apiFetch('/api/raffles/r1/chat', { withAdminToken: true });
    expect(headersOf(2).Authorization).toBeUndefined();
  });
});

describe('userFacingMessage', () => {
  const err = (status: number, error?: string) => new ApiError(`${status}: x`, status, error ? { error, code: 'X' } : null);

  it('prefers the server text for refusals the user can act on', () => {
    expect(userFacingMessage(err(400, 'Partner mismatch'), 'fallback')).toBe('Partner mismatch');
    expect(userFacingMessage(err(429, 'Too many requests'), 'fallback')).toBe('Too many requests');
  });

  it('falls back for 401, 5xx, bodies without text and non-API errors', () => {
    expect(userFacingMessage(err(401, 'Unauthenticated'), 'fallback')).toBe('fallback');
    expect(userFacingMessage(err(500, 'Internal error'), 'fallback')).toBe('fallback');
    expect(userFacingMessage(err(400), 'fallback')).toBe('fallback');
    expect(userFacingMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
  });
});
