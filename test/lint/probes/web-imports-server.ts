// lint as: src/web/lib/probe.ts
// must fail: import-x/no-restricted-paths
import type { AppConfig } from '../../server/config';

export type Probe = AppConfig;
