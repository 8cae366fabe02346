// The whole check of a raffle draw, beacon round included. It pulls in the BLS
// pairing code, so the browser loads this module only when someone verifies a draw.
import { verifyBeaconRound, type BeaconCheck } from './fair/beacon-signature';
import { expectedBeaconRound, verifyRaffleDraw, type DrawVerification, type PublishedDraw } from './raffles';

export interface FullDrawVerification extends DrawVerification {
  /** The beacon round's checks; null for a draw made from the seed alone. */
  beacon: BeaconCheck | null;
}

export function verifyRaffleDrawWithBeacon(draw: PublishedDraw): FullDrawVerification {
  const base = verifyRaffleDraw(draw);
  if (!draw.beacon) return { ...base, ok: base.ok && draw.beaconFallback, beacon: null };
  const beacon = verifyBeaconRound(draw.beacon.chain, draw.beacon.round, expectedBeaconRound(draw.beacon));
  return { ...base, ok: base.ok && beacon.ok, beacon };
}
