export { balanceRefusal, countPosting, ledgerRowOf, lockBalance, lockUser, MAX_BALANCE, postEntry, type Posting, type PostingResult } from './ledger.service';
export { ledgerRepository, type LedgerRow } from './ledger.repository';
export { roundLedgerKey, roundOfLedgerKey, type RoundPart } from './round-keys';
