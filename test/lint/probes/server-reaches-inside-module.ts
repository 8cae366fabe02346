// lint as: src/server/jobs/probe.ts
// must fail: no-restricted-imports
import { ledgerRepository } from '../modules/ledger/ledger.repository';

export const probe = ledgerRepository;
