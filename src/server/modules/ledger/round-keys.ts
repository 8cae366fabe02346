// The ledger keys of a game round's two movements (DESIGN rule 2): its stake and its
// payout, each posted once. The history reads them back to show a round as one row.

export type RoundPart = 'bet' | 'payout';

export const roundLedgerKey = (roundId: string, part: RoundPart): string => `game:${roundId}:${part}`;

const ROUND_KEY = /^game:(.+):(bet|payout)$/;

/** The round and the part a ledger key belongs to, or null for any other movement. */
export function roundOfLedgerKey(key: string): { roundId: string; part: RoundPart } | null {
  const match = ROUND_KEY.exec(key);
  return match ? { roundId: match[1]!, part: match[2] as RoundPart } : null;
}
