import { bombWireFromSeeds, wireLabel } from '../../../../core/games/defuse-la-bomba';
import type { VerifierEntry } from './types';

export const defuseLaBombaVerifier: VerifierEntry = {
  game: 'defuse_bomba',
  label: 'Defuse la Bomba',
  params: [],
  compute(seeds) {
    const wire = bombWireFromSeeds(seeds);
    return {
      canonical: String(wire),
      headline: `The bomb is the ${wireLabel(wire)} wire`,
      details: [
        { label: 'Bomb wire', value: `${wireLabel(wire)} (wire ${wire})` },
        { label: 'Rule', value: 'floor(first float × 4): 0 Red, 1 Green, 2 Blue, 3 Yellow' },
      ],
    };
  },
  recordedOutcome: (outcome) => (typeof outcome?.bombWire === 'number' ? String(outcome.bombWire) : null),
};
