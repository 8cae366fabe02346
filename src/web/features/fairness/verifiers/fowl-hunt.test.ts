import { describe, expect, it } from 'vitest';
import { huntPublicOutcome } from '../../../../core/contracts/fowl-hunt';
import { huntTargetsDigest, huntTargetsFromSeeds } from '../../../../core/games/fowl-hunt';
import { fowlHuntVerifier } from './fowl-hunt';

const VECTOR = { serverSeed: '18e93f4a7b5b58d2569765766d1b6c3296bbd8430d6f20249044d72f14720159', clientSeed: 'bb62964774', nonce: 1 };

describe('the Fowl Hunt verifier', () => {
  it('lists the sequence the seeds give and matches what the server recorded', () => {
    const outcome = fowlHuntVerifier.compute(VECTOR, { targetsShown: 4 });
    const targets = huntTargetsFromSeeds(VECTOR);
    expect(outcome.headline).toBe(
      `The first targets are at ${targets
        .slice(0, 3)
        .map(({ x, y }) => `(${x}, ${y})`)
        .join(', ')}`,
    );
    expect(outcome.details[0]!.value.split('), (')).toHaveLength(4);
    // The round as the server stores it (the sequence's digest, fixed at the start),
    // published as the rounds list shows it; and a round stored whole, as older ones were.
    const recorded = huntPublicOutcome({
      targetGoal: 35,
      targetsDigest: huntTargetsDigest(targets),
      firstTargets: targets.slice(0, 3),
      hits: 3,
      clickCount: 4,
      accuracy: 0.75,
    });
    expect(fowlHuntVerifier.recordedOutcome?.(recorded)).toBe(outcome.canonical);
    const older = huntPublicOutcome({ targets, targetGoal: 35, hits: 3, clickCount: 4, accuracy: 0.75 });
    expect(fowlHuntVerifier.recordedOutcome?.(older)).toBe(outcome.canonical);
    expect(fowlHuntVerifier.recordedOutcome?.(huntPublicOutcome({ targets: targets.slice(1), targetGoal: 35 }))).not.toBe(outcome.canonical);
    expect(fowlHuntVerifier.recordedOutcome?.(null)).toBeNull();
  });

  it('refuses a list length out of range', () => {
    expect(() => fowlHuntVerifier.compute(VECTOR, { targetsShown: 0 })).toThrow(/Targets to list/);
  });
});
