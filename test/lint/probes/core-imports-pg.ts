// lint as: src/core/probe.ts
// must fail: no-restricted-imports
import pg from 'pg';

export const probe = pg;
