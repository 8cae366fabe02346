// lint as: src/web/hooks/probe.ts
// must fail: import-x/no-restricted-paths
import { AppProvider } from '../app/provider';

export const probe = AppProvider;
