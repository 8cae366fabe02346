import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { applyReferralBodySchema, applyReferralResultSchema, referralStatsSchema } from '../../../core/contracts/referrals';
import type { AppContext } from '../../context';
import { requirePlayer, requireUser } from '../accounts';
import { createReferralsService } from './referrals.service';

/** Plenty for typing mistakes; too few to probe for other players' codes. */
export const APPLY_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };

export async function referralsRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const referrals = createReferralsService(opts.ctx);
  const tags = ['referrals'];

  // The body's steamId is ignored: the session names the player who applies.
  api.post(
    '/api/referral/apply',
    {
      schema: { tags, body: applyReferralBodySchema, response: { 200: applyReferralResultSchema } },
      // After the session is read, so the limit follows the user rather than a shared address.
      config: {
        access: 'player',
        rateLimit: {
          ...APPLY_RATE_LIMIT,
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `referral-apply:${request.auth?.user.id ?? request.ip}`,
        },
      },
    },
    async (request) => {
      const { referralCode } = await referrals.apply(requirePlayer(request), request.body.referralCode);
      return { success: true as const, referralCode };
    },
  );

  api.get('/api/referral/stats', { config: { access: 'user' }, schema: { tags, response: { 200: referralStatsSchema } } }, async (request) =>
    referrals.stats(requireUser(request)),
  );
}
