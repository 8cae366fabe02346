import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  huntDailyLimitSchema,
  huntHistoryResponseSchema,
  huntResultBodySchema,
  huntResultResponseSchema,
  huntShotBodySchema,
  huntShotResponseSchema,
  huntStartBodySchema,
  huntStartResponseSchema,
} from '../../../core/contracts/fowl-hunt';
import { MAX_CLICKS } from '../../../core/games/fowl-hunt';
import type { AppContext } from '../../context';
import { isPremium, requirePlayer, requirePremium, requireUser } from '../accounts';
import { createFowlHuntService } from './fowl-hunt.service';

/**
 * The result body of the specification's client is a handful of numbers; 32 KB also
 * lets an old client's full click log through, to be ignored rather than refused.
 */
export const HUNT_RESULT_BODY_LIMIT = 32 * 1024;
/** A shot is {roundId, seq, x, y}: well under 200 bytes. */
export const HUNT_SHOT_BODY_LIMIT = 1024;
const tags = ['fowl-hunt'];

export async function fowlHuntRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const hunt = createFowlHuntService(opts.ctx);

  api.post(
    '/api/games/aim-trainer/start',
    {
      config: { access: 'premium' },
      schema: {
        tags,
        summary: 'Takes the bet and shows the first three targets',
        body: huntStartBodySchema,
        response: { 200: huntStartResponseSchema },
      },
    },
    async (request) => hunt.start(requirePremium(request, opts.ctx.clock()).id, request.body.targetGoal),
  );

  api.post(
    '/api/games/aim-trainer/shot',
    {
      bodyLimit: HUNT_SHOT_BODY_LIMIT,
      // A round holds up to 600 clicks in 30 s: more than the site-wide limit allows.
      config: { access: 'player', rateLimit: { max: 2 * MAX_CLICKS, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'One click, timed by the server; a hit reveals the next target',
        body: huntShotBodySchema,
        response: { 200: huntShotResponseSchema },
      },
    },
    // Like finishing, a click of a round already paid for needs no Premium.
    async (request) => {
      const user = requirePlayer(request);
      return hunt.shoot(user.id, isPremium(user, opts.ctx.clock()), request.body);
    },
  );

  api.post(
    '/api/games/aim-trainer',
    {
      bodyLimit: HUNT_RESULT_BODY_LIMIT,
      config: { access: 'player' },
      schema: {
        tags,
        summary: "Ends the round and answers the server's record of it",
        body: huntResultBodySchema,
        response: { 200: huntResultResponseSchema },
      },
    },
    // Only starting needs Premium: a round already paid for may be finished after Premium lapses.
    async (request) => {
      const user = requirePlayer(request);
      return hunt.finish(user.id, isPremium(user, opts.ctx.clock()), request.body.roundId);
    },
  );

  // Reading your own history and limit needs no Premium: a lapsed member still sees them.
  api.get(
    '/api/games/aim-trainer/history',
    { config: { access: 'user' }, schema: { tags, response: { 200: huntHistoryResponseSchema } } },
    async (request) => ({ games: await hunt.history(requireUser(request).id) }),
  );

  api.get(
    '/api/games/aim-trainer/limit',
    {
      config: { access: 'user' },
      schema: { tags, summary: "The daily cap on net winnings and today's standing", response: { 200: huntDailyLimitSchema } },
    },
    async (request) => hunt.dailyLimit(requireUser(request).id),
  );
}
