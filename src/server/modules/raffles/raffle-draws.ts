// Drawing raffles whose entries have closed, once their beacon round is out. The
// scheduled job claims due raffles inside its transaction (so one instance at a time
// tries each one), then fetches the rounds after the transaction, because network
// calls never run inside one (DESIGN §2). A round that is not out yet is tried again
// later, however long that takes: the operator knows the seed, so a draw from the seed
// alone is one it could predict and, by keeping the relays away, choose. Only when the
// operator set DRAND_FALLBACK_SECONDS is a round that long out of reach replaced by the
// seed alone, and the raffle is marked 'drawn without the beacon' with the reason
// (docs/decisions/0047).
import { roundTimeMs } from '../../../core/fair/beacon';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { beaconClientFor, BeaconUnavailableError, type BeaconClient } from '../../integrations/drand';
import { inBackground } from '../../jobs/background';
import type { Job } from '../../jobs/scheduler';
import { auditRepository } from '../audit';
import { drawRaffle, publishSettlement, type DrawRandomness, type Settlement } from './raffle-settlement';
import { rafflesRepository, type RaffleRow } from './raffles.repository';
import { transactionWithRetry } from './tx-retry';

/** How often due draws are looked for: a quicknet round comes every 3 s. */
export const DRAW_DUE_RAFFLES_EVERY_MS = 1000;
/** After an attempt, the next one waits this long (a round late on the relays, a relay down)... */
export const DRAW_RETRY_MS = 3000;
/** ...growing with the round's lateness up to this: a draw that waits for hours asks the relays twice a minute, and logs as often. */
export const DRAW_RETRY_MAX_MS = 30_000;

/** The wait before the next attempt at a round `lateMs` overdue: a tenth of the lateness, within the bounds above. */
export const drawRetryAfterMs = (lateMs: number): number => Math.min(DRAW_RETRY_MAX_MS, Math.max(DRAW_RETRY_MS, Math.floor(lateMs / 10)));
const BATCH = 25;

export interface RaffleDraws {
  /** The scheduled job: claims due draws in its transaction, attempts them after it. */
  job(): Job;
  /** One round start to end, outside any transaction (tests, scripts). */
  drawDue(): Promise<void>;
}

export function createRaffleDraws(ctx: AppContext, beacon: BeaconClient = beaconClientFor(ctx.config, ctx.fetch)): RaffleDraws {
  const { config, log } = ctx;
  // The app's clock, so a test can try a draw at a moment of its choosing.
  const nowMs = (): number => ctx.clock().getTime();

  /** Claims due draws at `now`: each waits DRAW_RETRY_MS before any instance tries it again. */
  const claim = (tx: Tx, now: Date): Promise<RaffleRow[]> => rafflesRepository.claimDueDraws(tx, now, new Date(now.getTime() + DRAW_RETRY_MS), BATCH);

  /**
   * The verified round; or, when the operator turned the fallback on and its wait is over,
   * the reason to draw without it; or null to try again later (pushed back with the lateness).
   */
  async function randomnessFor(raffle: RaffleRow): Promise<DrawRandomness | null> {
    const chain = raffle.beaconChain!;
    const round = raffle.beaconRound!;
    try {
      return { beacon: await beacon.round(chain, round) };
    } catch (err) {
      if (!(err instanceof BeaconUnavailableError)) throw err;
      const lateMs = nowMs() - roundTimeMs(chain, round);
      const fallbackAfterMs = config.beacon.fallbackAfterMs;
      if (fallbackAfterMs !== null && lateMs >= fallbackAfterMs) {
        return {
          fallbackReason: `no relay gave beacon round ${round} of chain ${chain.hash.slice(0, 12)}… within ${fallbackAfterMs / 1000} s of its time (${err.message})`,
        };
      }
      const retryMs = drawRetryAfterMs(lateMs);
      log.warn({ raffleId: raffle.id, round, lateMs, retryMs, reason: err.message }, 'beacon round not available yet; the draw waits for it and tries again');
      // The claim moved the next try DRAW_RETRY_MS on; a round long overdue is asked for less often.
      if (retryMs > DRAW_RETRY_MS) await rafflesRepository.postponeDraw(ctx.db, raffle.id, new Date(nowMs() + retryMs));
      return null;
    }
  }

  async function attempt(claimed: RaffleRow): Promise<void> {
    if (!claimed.beaconChain || claimed.beaconRound === null) return;
    const randomness = await randomnessFor(claimed);
    if (!randomness) return;
    const settlement = await transactionWithRetry(ctx.db, async (tx): Promise<Settlement | null> => {
      const raffle = await rafflesRepository.lockById(tx, claimed.id);
      // Drawn meanwhile (or deleted): nothing left to do.
      if (!raffle || raffle.status !== 'ended' || raffle.winnerId || !raffle.entriesDigest) return null;
      const drawn = await drawRaffle(tx, raffle, randomness, ctx.clock());
      if ('fallbackReason' in randomness) {
        await auditRepository.record(tx, {
          action: 'raffle.draw_fallback',
          targetType: 'raffle',
          targetId: raffle.id,
          after: { raffleName: raffle.name, beaconRound: raffle.beaconRound, chainHash: raffle.beaconChain?.hash, reason: randomness.fallbackReason },
        });
      }
      return drawn;
    });
    if (!settlement) return;
    if ('fallbackReason' in randomness)
      log.error({ raffleId: claimed.id, reason: randomness.fallbackReason }, 'raffle drawn without the beacon, from its seed alone');
    publishSettlement(ctx, settlement);
  }

  async function attemptAll(claimed: RaffleRow[]): Promise<void> {
    for (const raffle of claimed) {
      try {
        await attempt(raffle);
      } catch (err) {
        log.error({ err, raffleId: raffle.id }, 'raffle draw failed; it will be tried again');
      }
    }
  }

  return {
    job: () => ({
      name: 'raffles.draw-due',
      everyMs: DRAW_DUE_RAFFLES_EVERY_MS,
      async run(tx, now) {
        const claimed = await claim(tx, now);
        if (claimed.length > 0) inBackground(ctx, 'raffle draws', () => attemptAll(claimed));
      },
    }),

    async drawDue() {
      await attemptAll(await ctx.db.transaction((tx) => claim(tx, ctx.clock())));
    },
  };
}
