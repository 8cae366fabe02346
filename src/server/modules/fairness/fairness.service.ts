import type { RevealedSeed, SeedPair } from '../../../core/contracts/fairness';
import { AppError } from '../../../core/errors';
import { floats, type FairSeeds } from '../../../core/fair/hmac-floats';
import { generateClientSeed, generateServerSeed, hashServerSeed } from '../../../core/fair/seeds';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { fairnessRepository, type SeedRow } from './fairness.repository';

/** What a game needs for one bet: the outcome floats and the record of where they came from. */
export interface BetSeed {
  seedId: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  floats: number[];
}

/** The part of a bet seed a game round stores, so the round can be verified later. */
export const betSeedRecord = (seed: BetSeed) => ({
  seedId: seed.seedId,
  serverSeedHash: seed.serverSeedHash,
  clientSeed: seed.clientSeed,
  nonce: seed.nonce,
});

const pairFields = (userId: string, clientSeed = generateClientSeed()) => {
  const serverSeed = generateServerSeed();
  return { userId, serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed };
};

const newPair = (db: DbOrTx, userId: string, clientSeed?: string) => fairnessRepository.insert(db, pairFields(userId, clientSeed));

/**
 * `read`'s answer about the user's active pair, the pair made first when there is none
 * (even when two first bets race: the insert does nothing if the other made it).
 */
async function onActivePair(tx: DbOrTx, userId: string, read: () => Promise<SeedRow | null>): Promise<SeedRow> {
  const existing = await read();
  if (existing) return existing;
  await fairnessRepository.insertIfNoActive(tx, pairFields(userId));
  return (await read())!;
}

/** The user's active pair, locked. */
const activePairForUpdate = (tx: DbOrTx, userId: string) => onActivePair(tx, userId, () => fairnessRepository.activeForUpdate(tx, userId));

export const toSeedPair = (row: SeedRow): SeedPair => ({ serverSeedHash: row.serverSeedHash, clientSeed: row.clientSeed, nonce: row.nonce });

export const toRevealedSeed = (row: SeedRow): RevealedSeed => ({
  id: row.id,
  serverSeed: row.serverSeed,
  serverSeedHash: row.serverSeedHash,
  clientSeed: row.clientSeed,
  nonce: row.nonce,
  createdAt: row.createdAt.toISOString(),
  revealedAt: (row.revealedAt ?? row.createdAt).toISOString(),
});

/**
 * Takes the next nonce of the user's active pair and derives `count` floats from it,
 * inside the caller's transaction (the bet and the nonce commit together).
 */
export async function nextBetSeed(tx: Tx, userId: string, count: number): Promise<BetSeed> {
  return betSeedOf(await onActivePair(tx, userId, () => fairnessRepository.takeNonce(tx, userId)), count);
}

/** The bet seed of a pair whose nonce a bet has taken (`nonce` is the one it took). */
export const betSeedOf = (seed: Pick<SeedRow, 'id' | 'serverSeed' | 'serverSeedHash' | 'clientSeed' | 'nonce'>, count: number): BetSeed => ({
  seedId: seed.id,
  serverSeedHash: seed.serverSeedHash,
  clientSeed: seed.clientSeed,
  nonce: seed.nonce,
  floats: floats({ serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: seed.nonce, count }),
});

/**
 * The seeds of a round, its secret server seed included, for a game that reveals its
 * outcome a piece at a time while the round runs (Fowl Hunt's targets). Never send
 * the result to a browser before the pair is rotated.
 */
export async function roundSeeds(db: DbOrTx, round: { seedId: string; clientSeed: string; nonce: number }): Promise<FairSeeds> {
  const pair = await fairnessRepository.byId(db, round.seedId);
  if (!pair) throw new Error(`seed pair ${round.seedId} of a round is missing`);
  return { serverSeed: pair.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce };
}

export function createFairnessService(db: Db, deps: { clock: () => Date; hasActiveRound: (tx: Tx, userId: string) => Promise<boolean> }) {
  return {
    async currentPair(userId: string): Promise<SeedPair> {
      const existing = await fairnessRepository.active(db, userId);
      if (existing) return toSeedPair(existing);
      return db.transaction(async (tx) => toSeedPair(await activePairForUpdate(tx, userId)));
    },

    /**
     * Reveals the active server seed and starts a new pair. Refused while a round is
     * still being played: revealing its seed would give its outcome away.
     */
    async rotate(userId: string, clientSeed?: string): Promise<{ previous: RevealedSeed; current: SeedPair }> {
      return db.transaction(async (tx) => {
        const active = await activePairForUpdate(tx, userId);
        if (await deps.hasActiveRound(tx, userId)) {
          throw new AppError('CONFLICT', 'Finish your current game before changing seeds.');
        }
        const previous = await fairnessRepository.reveal(tx, active.id, deps.clock());
        const current = await newPair(tx, userId, clientSeed ?? generateClientSeed());
        return { previous: toRevealedSeed(previous), current: toSeedPair(current) };
      });
    },

    async revealed(userId: string): Promise<RevealedSeed[]> {
      return (await fairnessRepository.revealed(db, userId, 100)).map(toRevealedSeed);
    },
  };
}

export type FairnessService = ReturnType<typeof createFairnessService>;
