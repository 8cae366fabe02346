// lint as: src/core/probe.ts
// must fail: import-x/no-nodejs-modules
import { createHash } from 'crypto';

export const probe = createHash;
