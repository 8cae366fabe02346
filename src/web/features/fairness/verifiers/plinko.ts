import { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_RISKS, plinkoDropFromSeeds, plinkoMultiplier } from '../../../../core/games/plinko';
import { paramValue, type VerifierEntry, type VerifierParam } from './types';

const params: VerifierParam[] = [{ name: 'rows', label: 'Rows', min: PLINKO_MIN_ROWS, max: PLINKO_MAX_ROWS, defaultValue: 16 }];

const riskLabel = (risk: string): string => risk.charAt(0).toUpperCase() + risk.slice(1);

/** The bucket does not depend on the risk, so one run shows what each risk level pays there. */
export const plinkoVerifier: VerifierEntry = {
  game: 'plinko',
  label: 'Plinko',
  params,
  compute(seeds, values) {
    const rows = paramValue(params, values, 'rows');
    const { path, bucket } = plinkoDropFromSeeds(seeds, rows);
    return {
      canonical: String(bucket),
      headline: `The ball lands in bucket ${bucket} of 0–${rows}`,
      details: [
        { label: 'Path (L = left, R = right, top row first)', value: path.map((step) => (step === 1 ? 'R' : 'L')).join(' ') },
        { label: 'Bucket', value: `${bucket} (the number of right turns)` },
        ...PLINKO_RISKS.map((risk) => ({ label: `${riskLabel(risk)} risk pays`, value: `${plinkoMultiplier(rows, risk, bucket)}×` })),
        { label: 'Rule', value: 'One float per row: floor(float × 2) = 1 turns right' },
      ],
    };
  },
  paramsFromRound(outcome): Record<string, number> {
    const rows = outcome?.rows;
    return typeof rows === 'number' ? { rows } : {};
  },
  recordedOutcome: (outcome) => (typeof outcome?.bucket === 'number' ? String(outcome.bucket) : null),
};
