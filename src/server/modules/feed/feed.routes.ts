import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { feedPrivacySchema, feedSchema } from '../../../core/contracts/feed';
import type { AppContext } from '../../context';
import { requirePlayer } from '../accounts';
import { createFeedService } from './feed.service';

export async function feedRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const feed = createFeedService(opts.ctx);

  // Public, like the raffle list and the winners it shows: pages that open later start from here.
  api.get('/api/feed', { config: { access: 'public' }, schema: { tags: ['feed'], response: { 200: feedSchema } } }, async () => feed.recent());

  api.post(
    '/api/user/feed-privacy',
    { config: { access: 'player' }, schema: { tags: ['feed'], body: feedPrivacySchema, response: { 200: feedPrivacySchema } } },
    async (request) => feed.setShowName(requirePlayer(request).id, request.body.showNameInFeed),
  );
}
