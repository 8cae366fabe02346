// lint as: src/server/probe.ts
// must fail: import-x/no-restricted-paths
import { ledgerRepository } from './modules/ledger/ledger.repository';

export const probe = ledgerRepository;
