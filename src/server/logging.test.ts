import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logging';

const { err: serializeError } = (loggerOptions({ logLevel: 'info' }) as { serializers: { err: (e: unknown) => Record<string, unknown> } }).serializers;

describe('the error serializer', () => {
  it('gives type, message and stack, with the causes appended, and the fields of the error', () => {
    const cause = Object.assign(new Error('duplicate key'), { code: '23505' });
    const error = Object.assign(new TypeError('insert failed', { cause }), { statusCode: 409 });
    const out = serializeError(error);
    expect(out.type).toBe('TypeError');
    expect(out.message).toBe('insert failed: duplicate key');
    expect(out.stack).toContain('\ncaused by: Error: duplicate key');
    expect(out.statusCode).toBe(409);
    expect(out).not.toHaveProperty('cause');
  });

  it("cuts a failed query's parameters, from its fields and its message", () => {
    const error = new DrizzleQueryError('select * from sessions where id_hash = $1', ['the-session-hash'], new Error('boom'));
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain('the-session-hash');
    expect(logged).toContain('select * from sessions');
    expect(logged).toContain('boom');
  });

  it('lists the errors of an AggregateError and survives a loop of causes', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    (a as { cause?: unknown }).cause = b;
    const out = serializeError(new AggregateError([new Error('refused 1'), a], 'all refused'));
    expect((out.aggregateErrors as { message: string }[]).map((e) => e.message)).toEqual(['refused 1', 'a: b']);
  });

  it('leaves what is not an error as it is', () => {
    expect(serializeError('text')).toBe('text');
  });
});
