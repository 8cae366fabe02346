// lint as: src/core/probe.ts
// must fail: no-restricted-imports
import { eq } from 'drizzle-orm';

export const probe = eq;
