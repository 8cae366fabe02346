export { fairnessRoutes } from './fairness.routes';
export {
  betSeedOf,
  betSeedRecord,
  createFairnessService,
  nextBetSeed,
  roundSeeds,
  toRevealedSeed,
  toSeedPair,
  type BetSeed,
  type FairnessService,
} from './fairness.service';
export { fairnessRepository, type SeedRow } from './fairness.repository';
