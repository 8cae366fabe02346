export { lockBalance, lockUser, postEntry, type Posting, type PostingResult } from './ledger.service';
export { ledgerRepository, type LedgerRow } from './ledger.repository';
