// lint as: src/web/features/raffles/components/probe.tsx
// must fail: import-x/no-restricted-paths
import { AppProvider } from '../../../app/provider';

export const probe = AppProvider;
