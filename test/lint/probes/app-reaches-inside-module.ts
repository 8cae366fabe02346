// lint as: src/server/probe.ts
// must fail: no-restricted-imports
import { ledgerRepository } from './modules/ledger/ledger.repository';

export const probe = ledgerRepository;
