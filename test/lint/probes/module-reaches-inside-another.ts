// lint as: src/server/modules/raffles/probe.ts
// must fail: import-x/no-restricted-paths
import { ledgerRepository } from '../ledger/ledger.repository';

export const probe = ledgerRepository;
