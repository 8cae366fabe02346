// lint as: src/server/modules/raffles/probe.ts
// must fail: import-x/no-restricted-paths
import { formatBalance } from '../../../web/lib/format';

export const probe = formatBalance;
