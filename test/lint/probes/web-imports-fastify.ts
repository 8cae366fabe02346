// lint as: src/web/lib/probe.ts
// must fail: no-restricted-imports
import Fastify from 'fastify';

export const probe = Fastify;
