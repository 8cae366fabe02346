// lint as: src/core/probe.ts
// must fail: no-restricted-imports
import Redis from 'ioredis';

export const probe = Redis;
