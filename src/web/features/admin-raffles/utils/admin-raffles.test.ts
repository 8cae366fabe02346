import { describe, expect, it } from 'vitest';
import type { Raffle } from '../../../../core/contracts/raffles';
import { AdminSessionExpiredError, ApiError, isAdminSessionExpired } from '../../../lib/api-client';
import { filterEndedRaffles, localDay } from './ended-filter';
import { createRaffleErrorMessage, updateRaffleErrorMessage } from './raffle-errors';
import { checkRaffleForm, dateTimeLocalToIso, emptyRaffleForm, oneHourFromNow, toDateTimeLocal } from './raffle-form';

const raffle = (over: Partial<Raffle>): Raffle =>
  ({ id: 'r', name: 'AK Raffle', type: 'hourly', status: 'ended', endTime: '2026-03-10T12:00:00.000Z', endedAt: null, ...over }) as Raffle;

describe('raffle form', () => {
  it('has the specification’s defaults', () => {
    expect(emptyRaffleForm()).toMatchObject({ type: 'hourly', minEntry: '10', maxParticipants: '25' });
  });

  it('requires name, description and end time', () => {
    for (const missing of ['name', 'description', 'endTime'] as const) {
      const form = { ...emptyRaffleForm(), name: 'n', description: 'd', endTime: '2030-01-01T10:00', [missing]: '  ' };
      expect(checkRaffleForm(form)).toEqual({ ok: false, title: 'Validation Error', description: 'Please fill in all required fields' });
    }
  });

  it('checks minEntry and maxParticipants and converts the end time to ISO', () => {
    const base = { ...emptyRaffleForm(), name: ' AK ', description: 'd', endTime: '2030-01-01T10:00', assetId: 'a1', itemName: 'AK' };
    expect(checkRaffleForm({ ...base, minEntry: '9' }).ok).toBe(false);
    expect(checkRaffleForm({ ...base, maxParticipants: '0' }).ok).toBe(false);
    expect(checkRaffleForm({ ...base, maxParticipants: '1001' }).ok).toBe(false);
    const ok = checkRaffleForm(base);
    expect(ok).toMatchObject({
      ok: true,
      body: { name: 'AK', minEntry: 10, maxParticipants: 25, imageUrl: null, endTime: new Date('2030-01-01T10:00').toISOString() },
    });
  });

  it('checks the image address by the server’s rule, with the deployment’s hosts', () => {
    const base = { ...emptyRaffleForm(), name: 'AK', description: 'd', endTime: '2030-01-01T10:00', assetId: 'a1' };
    const hosts = ['images.example.com'];
    expect(checkRaffleForm({ ...base, imageUrl: '/\\evil.example/x.png' }, hosts)).toMatchObject({
      ok: false,
      title: 'Validation Error',
      description: expect.stringMatching(/^imageUrl /),
    });
    expect(checkRaffleForm({ ...base, imageUrl: 'https://evil.example/x.png' }, hosts)).toMatchObject({
      ok: false,
      description: 'imageUrl host evil.example is not an allowed image host',
    });
    expect(checkRaffleForm({ ...base, imageUrl: ' HTTPS://Images.example.com/x.png ' }, hosts)).toMatchObject({
      ok: true,
      body: { imageUrl: 'https://images.example.com/x.png' },
    });
    expect(checkRaffleForm({ ...base, imageUrl: '/images/x.png' }, hosts)).toMatchObject({ ok: true, body: { imageUrl: '/images/x.png' } });
  });

  it('round-trips datetime-local values and adds one hour', () => {
    const now = new Date(2030, 0, 1, 10, 30);
    expect(oneHourFromNow(now)).toBe('2030-01-01T11:30');
    expect(dateTimeLocalToIso(toDateTimeLocal(now))).toBe(now.toISOString());
    expect(dateTimeLocalToIso('nonsense')).toBeNull();
  });
});

describe('ended raffles filter', () => {
  const list = [
    raffle({ id: 'a', name: 'AK Raffle', type: 'hourly', endTime: new Date(2026, 2, 10, 23, 30).toISOString() }),
    raffle({ id: 'b', name: 'Knife', type: 'weekly', endTime: new Date(2026, 2, 12, 0, 10).toISOString() }),
    raffle({ id: 'c', name: 'Live', status: 'active' }),
  ];
  it('matches name or type, case-insensitively, and lists only ended ones, newest first', () => {
    expect(filterEndedRaffles(list, { search: '', from: '', to: '' }).map((r) => r.id)).toEqual(['b', 'a']);
    expect(filterEndedRaffles(list, { search: 'WEEK', from: '', to: '' }).map((r) => r.id)).toEqual(['b']);
    expect(filterEndedRaffles(list, { search: 'ak', from: '', to: '' }).map((r) => r.id)).toEqual(['a']);
  });
  it('compares From and To with the end date by day, inclusive', () => {
    expect(filterEndedRaffles(list, { search: '', from: '2026-03-10', to: '2026-03-10' }).map((r) => r.id)).toEqual(['a']);
    expect(filterEndedRaffles(list, { search: '', from: '2026-03-11', to: '' }).map((r) => r.id)).toEqual(['b']);
    expect(localDay(new Date(2026, 2, 12, 0, 10).toISOString())).toBe('2026-03-12');
  });
});

describe('raffle error messages', () => {
  it('maps the create and update failures of spec part 2 §8', () => {
    // By the error's type, not its words: a server text that says the same is not an expired session.
    expect(isAdminSessionExpired(new AdminSessionExpiredError({ error: 'Admin token required', code: 'ADMIN_TOKEN_REQUIRED' }))).toBe(true);
    expect(isAdminSessionExpired(new ApiError('401: x', 401, { error: 'Admin session expired. Please login again.', code: 'UNAUTHENTICATED' }))).toBe(false);
    expect(createRaffleErrorMessage(new ApiError('400: x', 400, { error: 'assetId is required' }))).toBe('assetId is required');
    expect(createRaffleErrorMessage(new TypeError('fetch failed'))).toBe('Failed to create raffle');
    expect(updateRaffleErrorMessage(new ApiError('400: x', 400, { error: 'bad', details: 'more' }))).toBe('more');
    expect(updateRaffleErrorMessage(new ApiError('409: x', 409, { error: 'Raffle has ended' }))).toBe('Raffle has ended');
    expect(updateRaffleErrorMessage(new ApiError('500: x', 500, { error: 'Internal' }))).toBe('Server error: 500');
  });
});
