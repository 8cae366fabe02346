import { randomUUID } from 'node:crypto';
import { z } from 'zod';

// Inputs for the contract fuzzer, derived from a route's zod schemas: one input
// the contract accepts (so the bad ones are bad for one reason at a time), and
// the bad values to put in its place.

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  minLength?: number;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
};

export const toJsonSchema = (schema: unknown): JsonSchema | null =>
  schema instanceof z.ZodType ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : null;

/** A value the schema accepts, as far as its JSON Schema can tell. */
export function exampleOf(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variant = schema.anyOf ?? schema.oneOf;
  if (variant) return exampleOf(variant.find((v) => v.type !== 'null') ?? variant[0]!);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, exampleOf(value)]));
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 10, 10);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'date-time') return new Date(Date.now() + 3_600_000).toISOString();
      if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/x';
      return 'fuzz'.padEnd(schema.minLength ?? 0, 'z');
    default:
      return 'fuzz';
  }
}

/** Values of the wrong type, out of range, huge, hostile or prototype-shaped. */
export const badValues: unknown[] = [
  null,
  true,
  -1,
  1.5,
  1e308,
  '',
  'x'.repeat(20_000),
  'a\u0000b',
  'a\u202Eb\u0007',
  '\u200B\u200D',
  "' OR 1=1 --",
  [],
  [1, 'two', null],
  {},
  JSON.parse('{"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}}'),
];

/** Bodies that are wrong as a whole, sent as raw text with a JSON content type unless said otherwise. */
export const badRawBodies: { payload: string; contentType: string }[] = [
  { payload: '{"unterminated": ', contentType: 'application/json' },
  { payload: '', contentType: 'application/json' },
  { payload: 'null', contentType: 'application/json' },
  { payload: '[]', contentType: 'application/json' },
  { payload: '"just a string"', contentType: 'application/json' },
  { payload: '{"__proto__": {"polluted": "yes", "isAdmin": true}}', contentType: 'application/json' },
  { payload: '{"constructor": {"prototype": {"polluted": "yes"}}}', contentType: 'application/json' },
  { payload: `${'['.repeat(5000)}${']'.repeat(5000)}`, contentType: 'application/json' },
  { payload: JSON.stringify(Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i]))), contentType: 'application/json' },
  { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
];

/** Path parameter values a route must refuse or not find. */
export const badParams: string[] = ['', 'x'.repeat(3000), '%00', '..%2F..%2Fetc', "'%20OR%201=1", '-1', '1.5', '%E0%A4%A', '__proto__', 'constructor'];

/** What an answer must never show: stack frames, file paths, SQL or database driver text. */
export const leaksInternals = (text: string): boolean =>
  /\bat [\w$.<>]+ \(|node_modules|\/src\/server|\.ts:\d+|syntax error|violates .* constraint|duplicate key|relation "|column "|invalid input syntax|pglite|ECONNREFUSED/i.test(
    text,
  ) || /\bSELECT\b.*\bFROM\b|\bINSERT INTO\b|\bUPDATE \S+ SET\b/.test(text);
