import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
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

describe('log lines', () => {
  // Catches: lines stamped in epoch milliseconds, which an operator reading the log cannot read as a time.
  it("carry their time in ISO 8601 UTC and pino's level number", async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: loggerOptions({ logLevel: 'info' }, { write: (line: string) => void lines.push(line) }) });
    app.log.warn('something to see');
    await app.close();
    const line = JSON.parse(lines.find((l) => l.includes('something to see'))!) as { time: unknown; level: unknown };
    expect(line.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(line.level).toBe(40);
  });
});
