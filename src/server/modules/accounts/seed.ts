import type { AppContext } from '../../context';
import { demoPersonas } from '../../integrations/steam';
import { createAccountsService } from './accounts.service';
import { usersRepository } from './users.repository';

const PREMIUM_DAYS = 30;

/**
 * On an empty database in sandbox mode, creates the demo personas so the platform
 * is usable at once. They get what any new account gets (the Rookie reward); the
 * premium persona starts a 30-day Premium period. No activity is invented.
 */
export async function seedDemoPersonas(ctx: AppContext): Promise<boolean> {
  if (!ctx.config.steam.sandbox || (await usersRepository.count(ctx.db)) > 0) return false;
  const accounts = createAccountsService(ctx);
  for (const persona of demoPersonas) {
    const { user } = await accounts.signIn({
      steamId: persona.steamId,
      username: persona.personaName,
      avatar: `/sandbox/steam/avatar/${persona.steamId}.svg`,
    });
    if (persona.role === 'premium') {
      const now = ctx.clock();
      await usersRepository.update(ctx.db, user.id, { subscriptionExpiresAt: new Date(now.getTime() + PREMIUM_DAYS * 24 * 60 * 60 * 1000) }, now);
    }
  }
  return true;
}
