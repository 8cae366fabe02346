// lint as: src/server/modules/raffles/probe.ts
// must fail: import-x/no-restricted-paths
// The rule resolves the path before it judges it, so a roundabout spelling lands on the same file.
import { ledgerRepository } from '../ledger/./ledger.repository';

export const probe = ledgerRepository;
