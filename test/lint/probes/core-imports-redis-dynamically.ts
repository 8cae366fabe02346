// lint as: src/core/probe.ts
// must fail: no-restricted-syntax
// no-restricted-imports sees only static imports: a server-only package loaded later is still loaded.
export const probe = () => import('ioredis');
