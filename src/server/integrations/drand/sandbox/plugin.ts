// Offline stand-in for a drand relay (DESIGN §5): drand's HTTP API for one local
// chain whose group is a single key pair kept in the database. Rounds follow the
// chain's genesis and period like the real network's: a round's signature is made
// on demand once its time has come, and never before, so nobody (the operator
// included) can learn a round's randomness ahead of its time through this API.
// Register it without a prefix: the routes carry their full paths.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { roundTimeMs } from '../../../../core/fair/beacon';
import { signBeaconRound } from '../../../../core/fair/beacon-signature';
import type { Db } from '../../../db/client';
import { sandboxRoute } from '../../sandbox-pages';
import { DRAND_SANDBOX_PATH } from '../endpoints';
import { sandboxChainRepository, type SandboxChain } from './chain.repository';

export interface DrandSandboxOptions {
  db: Db;
  /** The period of the chain when this start creates it (an existing chain keeps its own). */
  period: number;
  now?: () => number;
}

const chainParams = z.object({ chain: z.string() });
const roundParams = z.object({ chain: z.string(), round: z.string().regex(/^\d{1,15}$/) });

/** The latest round published at `nowMs`: 0 before genesis. */
const latestRound = (chain: SandboxChain, nowMs: number): number =>
  nowMs < chain.info.genesis_time * 1000 ? 0 : Math.floor((nowMs / 1000 - chain.info.genesis_time) / chain.info.period) + 1;

export async function drandSandboxPlugin(app: FastifyInstance, opts: DrandSandboxOptions): Promise<void> {
  const now = opts.now ?? Date.now;
  // The chain never changes once made, so each instance reads it once.
  let chain: Promise<SandboxChain> | null = null;
  const theChain = (): Promise<SandboxChain> => {
    chain ??= sandboxChainRepository.ensure(opts.db, opts.period, now()).catch((err: unknown) => {
      chain = null;
      throw err;
    });
    return chain;
  };

  const notFound = (reply: FastifyReply, error: string) => reply.status(404).send({ error });

  /** The chain named in the path, or null after answering 404. */
  async function chainOf(hash: string, reply: FastifyReply): Promise<SandboxChain | null> {
    const c = await theChain();
    if (hash === c.info.hash) return c;
    await notFound(reply, 'unknown chain hash');
    return null;
  }

  function answerRound(c: SandboxChain, round: number, reply: FastifyReply) {
    const latest = latestRound(c, now());
    if (round === 0) round = latest;
    if (round < 1 || round > latest) {
      // As a relay does for a round still in the future: nothing to give yet.
      return notFound(reply, `round ${round} is not published yet; it is due at ${new Date(roundTimeMs(c.info, round)).toISOString()}`);
    }
    return reply.header('cache-control', 'public, max-age=60').send(signBeaconRound(c.secretKey, round));
  }

  app.get(`${DRAND_SANDBOX_PATH}/chains`, { ...sandboxRoute, schema: { hide: true } }, async () => [(await theChain()).info.hash]);

  app.get(`${DRAND_SANDBOX_PATH}/:chain/info`, { ...sandboxRoute, schema: { hide: true } }, async (request, reply) => {
    const c = await chainOf(chainParams.parse(request.params).chain, reply);
    return c ? c.info : reply;
  });

  app.get(`${DRAND_SANDBOX_PATH}/:chain/public/latest`, { ...sandboxRoute, schema: { hide: true } }, async (request, reply) => {
    const c = await chainOf(chainParams.parse(request.params).chain, reply);
    return c ? answerRound(c, 0, reply) : reply;
  });

  app.get(`${DRAND_SANDBOX_PATH}/:chain/public/:round`, { ...sandboxRoute, schema: { hide: true } }, async (request, reply) => {
    const params = roundParams.safeParse(request.params);
    if (!params.success) return reply.status(400).send({ error: 'round must be a whole number' });
    const c = await chainOf(params.data.chain, reply);
    return c ? answerRound(c, Number(params.data.round), reply) : reply;
  });
}
