// lint as: src/server/probe.ts
// must fail: no-restricted-syntax
// A package only some configurations use is loaded with import() where it is used, not at start.
import { Redis } from 'ioredis';

export const probe = () => new Redis();
