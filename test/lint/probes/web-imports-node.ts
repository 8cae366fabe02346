// lint as: src/web/lib/probe.ts
// must fail: import-x/no-nodejs-modules
import { readFileSync } from 'node:fs';

export const probe = readFileSync;
