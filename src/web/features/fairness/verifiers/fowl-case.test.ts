import { describe, expect, it } from 'vitest';
import { casePublicOutcome } from '../../../../core/contracts/fowl-case';
import { fowlCaseVerifier } from './fowl-case';

const VECTOR = { serverSeed: '18e93f4a7b5b58d2569765766d1b6c3296bbd8430d6f20249044d72f14720159', clientSeed: 'bb62964774', nonce: 1 };

describe('the Fowl Case verifier', () => {
  it('recomputes the published vector: float 0.7717..., ticket 7717, 200 fowls', () => {
    const outcome = fowlCaseVerifier.compute(VECTOR, {});
    expect(outcome.headline).toBe('The case holds 200 fowls');
    expect(outcome.details.map((d) => d.value)).toEqual(['0.771740999306', '7717 (floor of float × 10,000)', '6500–7999: 200 fowls']);
    expect(fowlCaseVerifier.recordedOutcome?.(casePublicOutcome({ prizeIndex: 2, ticket: 7717 }))).toBe(outcome.canonical);
    expect(fowlCaseVerifier.recordedOutcome?.(casePublicOutcome({ prizeIndex: 3, ticket: 8100 }))).not.toBe(outcome.canonical);
    expect(casePublicOutcome({ prizeIndex: 9, ticket: 1 })).toBeNull();
  });
});
