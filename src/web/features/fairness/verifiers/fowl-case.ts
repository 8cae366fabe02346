import { CASE_PRIZES, CASE_TOTAL_TICKETS, casePrizeFromSeeds } from '../../../../core/games/fowl-case';
import type { VerifierEntry } from './types';

/** Ticket and prize together: the ticket pins the float, the prize the published range. */
const canonical = (ticket: number, prize: number) => `ticket ${ticket}: ${prize} fowls`;

export const fowlCaseVerifier: VerifierEntry = {
  game: 'fowl_case',
  label: 'Fowl Case',
  params: [],
  compute(seeds) {
    const { prize, index, ticket, float } = casePrizeFromSeeds(seeds);
    const range = CASE_PRIZES[index]!;
    return {
      headline: `The case holds ${prize} fowls`,
      details: [
        { label: 'First float', value: float.toFixed(12) },
        { label: 'Ticket', value: `${ticket} (floor of float × ${CASE_TOTAL_TICKETS.toLocaleString('en-US')})` },
        { label: 'Prize range', value: `${range.fromTicket}–${range.toTicket}: ${prize} fowls` },
      ],
      canonical: canonical(ticket, prize),
    };
  },
  recordedOutcome: (outcome) => (typeof outcome?.ticket === 'number' && typeof outcome.prize === 'number' ? canonical(outcome.ticket, outcome.prize) : null),
};
