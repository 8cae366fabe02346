import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import type { RouteAccessEntry } from '../../src/server/plugins/route-access';
import { badParams, badRawBodies, badValues, exampleOf, leaksInternals, toJsonSchema } from '../helpers/contract-fuzz';
import { databaseKinds } from '../helpers/databases';
import { adminToken, signIn } from '../helpers/sign-in';
import { startTestApp, type TestApp } from '../helpers/test-app';

// Every route gets malformed, wrong-typed, huge, control-character and
// prototype-key inputs derived from its own zod contract, as an admin with a
// token (the caller who gets furthest into every handler). No answer may be a
// 5xx or show internals; an input the contract refuses must be refused and must
// change nothing in the database.

/** Tables a refused request may still write to, on purpose. */
const WRITES_ON_REFUSAL = new Set([
  // Failed admin password attempts are counted and audited.
  'admin_login_failures',
  'audit_log',
]);

interface Attempt {
  label: string;
  options: InjectOptions;
  /** Whether the route's contract accepts this input. */
  valid: boolean;
}

describe.each(databaseKinds)('contract fuzzer on %s', (kind) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let fingerprintSql: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const { cookie, steamId } = await signIn(t.app, t.ctx.config.admin.steamIds[0]);
    await t.ctx.db
      .update(users)
      .set({ subscriptionExpiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(users.steamId, steamId));
    headers = { cookie, authorization: `Bearer ${await adminToken(t.app, cookie)}` };
    const tables = (await t.ctx.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )) as unknown as { rows: { table_name: string }[] };
    const watched = tables.rows.map((r) => r.table_name).filter((name) => !WRITES_ON_REFUSAL.has(name) && !name.startsWith('__'));
    expect(watched).toContain('ledger_entries');
    fingerprintSql = `select ${watched.map((name) => `(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from "${name}" t) as "${name}"`).join(', ')}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  const fingerprint = async () => ((await t.ctx.db.execute(sql.raw(fingerprintSql))) as unknown as { rows: Record<string, string>[] }).rows[0]!;

  function attemptsFor(route: RouteAccessEntry): Attempt[] {
    const bodySchema = route.schema?.body as { safeParse(v: unknown): { success: boolean } } | undefined;
    const paramsSchema = route.schema?.params as typeof bodySchema;
    const querySchema = route.schema?.querystring as typeof bodySchema;
    const bodyJson = toJsonSchema(bodySchema);
    const paramsJson = toJsonSchema(paramsSchema);
    const queryJson = toJsonSchema(querySchema);
    const baseBody = bodyJson ? exampleOf(bodyJson) : undefined;
    const baseParams = (paramsJson ? exampleOf(paramsJson) : {}) as Record<string, string>;
    const baseQuery = (queryJson ? exampleOf(queryJson) : {}) as Record<string, unknown>;
    const hasBody = route.method !== 'GET' && route.method !== 'DELETE';

    const urlWith = (params: Record<string, string>, query: Record<string, unknown>) => {
      const path = route.url.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(String(params[name] ?? 'x')).replace(/%25/g, '%'));
      const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();
      return search ? `${path}?${search}` : path;
    };
    const accepts = (schema: typeof bodySchema, value: unknown) => !schema || schema.safeParse(value).success;
    const validWith = (body: unknown, params: Record<string, string>, query: Record<string, unknown>) =>
      accepts(bodySchema, body) && accepts(paramsSchema, params) && accepts(querySchema, query);
    const attempt = (label: string, body: unknown, params = baseParams, query = baseQuery): Attempt => ({
      label,
      options: { method: route.method as 'POST', url: urlWith(params, query), headers, ...(hasBody && body !== undefined ? { payload: body as object } : {}) },
      valid: validWith(body, params, query),
    });

    const attempts: Attempt[] = [];
    if (hasBody) {
      const props = baseBody && typeof baseBody === 'object' && !Array.isArray(baseBody) ? Object.keys(baseBody) : [];
      for (const key of props) {
        for (const [i, value] of badValues.entries()) attempts.push(attempt(`body.${key} #${i}`, { ...(baseBody as object), [key]: value }));
      }
      for (const { payload, contentType } of badRawBodies) {
        // Malformed JSON and other types are always refused; well-formed JSON only where the contract refuses it
        // (a route that takes no body ignores one).
        let parsed: { value: unknown } | null = null;
        try {
          if (contentType === 'application/json') parsed = { value: JSON.parse(payload) };
        } catch {
          parsed = null;
        }
        attempts.push({
          label: `raw ${contentType} ${payload.slice(0, 20)}`,
          options: { method: route.method as 'POST', url: urlWith(baseParams, baseQuery), headers: { ...headers, 'content-type': contentType }, payload },
          valid: parsed !== null && validWith(parsed.value, baseParams, baseQuery),
        });
      }
    }
    for (const name of Object.keys(baseParams)) {
      for (const value of badParams) {
        const params = { ...baseParams, [name]: value };
        // What the server sees is the decoded value.
        let decoded = value;
        try {
          decoded = decodeURIComponent(value);
        } catch {
          /* left encoded: the router refuses it */
        }
        attempts.push({
          ...attempt(`param ${name}=${value.slice(0, 20)}`, baseBody, params),
          valid: validWith(baseBody, { ...baseParams, [name]: decoded }, baseQuery),
        });
      }
    }
    for (const key of [...Object.keys(baseQuery), 'unexpected']) {
      for (const [i, value] of badValues.entries()) {
        if (typeof value === 'object' && value !== null) continue;
        attempts.push(attempt(`query ${key} #${i}`, baseBody, baseParams, { ...baseQuery, [key]: String(value) }));
      }
    }
    return attempts;
  }

  it('answers every route without a 5xx or a leak, and a refused input changes nothing', async () => {
    const failures: string[] = [];
    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !/logout|auto-login/.test(r.url));
    let sent = 0;
    for (const route of routes) {
      const attempts = attemptsFor(route);
      const before = await fingerprint();
      for (const a of attempts.filter((x) => !x.valid)) {
        const res = await t.app.inject(a.options);
        sent++;
        const where = `${route.method} ${route.url} ${a.label} -> ${res.statusCode} ${res.body.slice(0, 160)}`;
        if (res.statusCode >= 500) failures.push(`5xx: ${where}`);
        else if (res.statusCode < 400) failures.push(`accepted what its contract refuses: ${where}`);
        if (leaksInternals(res.body)) failures.push(`leak: ${where}`);
      }
      const after = await fingerprint();
      const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
      if (changed.length > 0) failures.push(`${route.method} ${route.url}: refused inputs changed ${changed.join(', ')}`);
      // Inputs the contract accepts may change things; they still must not fail or leak.
      for (const a of attempts.filter((x) => x.valid)) {
        const res = await t.app.inject(a.options);
        sent++;
        if (res.statusCode >= 500 || leaksInternals(res.body))
          failures.push(`valid input: ${route.method} ${route.url} ${a.label} -> ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
    // Nothing reached Object.prototype through a parsed body.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'isAdmin')).toBe(false);
    // About 3,000 requests: longer than the default test time on a busy machine.
  }, 300_000);
});
