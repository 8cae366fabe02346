import { CANVAS, HUNT_TARGET_COUNT, TARGET_RADIUS, TARGETS_AT_ONCE, huntTargetsDigest, huntTargetsFromSeeds } from '../../../../core/games/fowl-hunt';
import { paramValue, type VerifierEntry, type VerifierParam } from './types';

const params: VerifierParam[] = [{ name: 'targetsShown', label: 'Targets to list', min: 1, max: HUNT_TARGET_COUNT, defaultValue: 12 }];

const point = ({ x, y }: { x: number; y: number }) => `(${x}, ${y})`;
const xSpan = CANVAS.width - 2 * TARGET_RADIUS + 1;
const ySpan = CANVAS.height - 2 * TARGET_RADIUS + 1;

export const fowlHuntVerifier: VerifierEntry = {
  game: 'fowl_hunt',
  label: 'Fowl Hunt',
  params,
  compute(seeds, values) {
    const shown = paramValue(params, values, 'targetsShown');
    const targets = huntTargetsFromSeeds(seeds);
    const digest = huntTargetsDigest(targets);
    return {
      headline: `The first targets are at ${targets.slice(0, TARGETS_AT_ONCE).map(point).join(', ')}`,
      details: [
        { label: `Targets 1–${shown} in order (x, y on the ${CANVAS.width}×${CANVAS.height} field)`, value: targets.slice(0, shown).map(point).join(', ') },
        { label: `Fingerprint of all ${targets.length} targets (SHA-256 of "x,y;x,y;…")`, value: digest },
        {
          label: 'Rule',
          value: `Target i uses floats 2i and 2i+1: x = ${TARGET_RADIUS} + floor(float × ${xSpan}), y = ${TARGET_RADIUS} + floor(float × ${ySpan}); ${TARGETS_AT_ONCE} are up at once and each hit brings in the next.`,
        },
      ],
      canonical: digest,
    };
  },
  recordedOutcome: (outcome) => (typeof outcome?.targetsDigest === 'string' ? outcome.targetsDigest : null),
};
