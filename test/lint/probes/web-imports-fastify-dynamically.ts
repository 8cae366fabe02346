// lint as: src/web/lib/probe.ts
// must fail: no-restricted-syntax
export const probe = () => import('fastify');
