import { henHouseMultiplier, henHousePayout } from '../../../core/games/hen-house-hazard';
import { plinkoMultipliers, plinkoPayout } from '../../../core/games/plinko';
import type { AppContext } from '../../context';
import { demoPersonas } from '../../integrations/steam';
import { usersRepository } from '../accounts';
import { feedRepository } from './feed.repository';

// A fresh sandbox has a live wins feed with nothing in it, and a platform that looks
// asleep is a poor one to try (decision 0060, amending 0003). With the demo personas,
// the feed gets a few moments of the Premium persona, each a payout a real round of
// that game can make, spread over the hour before the start. Sandbox only, never in
// production, and only once: on the empty database the personas are seeded into.

const MINUTE = 60_000;

/** Wins worth the feed (every one at least its default 5× bar), oldest first. */
function demoWins(): { game: string; multiplier: number; payout: number; minutesAgo: number }[] {
  const plinkoHigh = plinkoMultipliers(12, 'high')[2]!;
  const plinkoMedium = plinkoMultipliers(10, 'medium')[0]!;
  return [
    { game: 'plinko', multiplier: plinkoHigh, payout: plinkoPayout(20, plinkoHigh), minutesAgo: 55 },
    { game: 'hen_house_hazard', multiplier: henHouseMultiplier(5, 8), payout: henHousePayout(50, 5, 8), minutesAgo: 34 },
    { game: 'plinko', multiplier: plinkoMedium, payout: plinkoPayout(10, plinkoMedium), minutesAgo: 12 },
  ];
}

export async function seedDemoMoments(ctx: AppContext): Promise<void> {
  if (ctx.config.production || !ctx.config.steam.sandbox) return;
  const persona = demoPersonas.find((p) => p.role === 'premium')!;
  const player = await usersRepository.findBySteamId(ctx.db, persona.steamId);
  if (!player) return;
  const now = ctx.clock().getTime();
  for (const [i, win] of demoWins().entries()) {
    await feedRepository.insertOnce(ctx.db, {
      key: `demo:${i}`,
      kind: 'game_win',
      userId: player.id,
      visibleAt: new Date(now - win.minutesAgo * MINUTE),
      details: { game: win.game, multiplier: win.multiplier, payout: win.payout },
    });
  }
}
