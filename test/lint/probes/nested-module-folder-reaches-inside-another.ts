// lint as: src/server/modules/raffles/draws/probe.ts
// must fail: import-x/no-restricted-paths
// A folder inside a module is still that module: another module is reached through its index.ts.
import { ledgerRepository } from '../../ledger/ledger.repository';

export const probe = ledgerRepository;
