// One trade bot per app instance (the real one holds a Steam login), created on
// first use and closed with the app once the background work has finished.
import type { AppContext } from '../../context';
import type { OfferStateListener, TradeBot } from '../../integrations/steam';
import { backgroundSettled } from '../../jobs/background';

const bots = new WeakMap<AppContext, Promise<TradeBot>>();

/** The instance's bot; `onChange` is subscribed once, when the bot is made. */
export function tradeBotFor(ctx: AppContext, onChange: OfferStateListener): Promise<TradeBot> {
  let bot = bots.get(ctx);
  if (!bot) {
    bot = ctx.createTradeBot({ config: ctx.config, db: ctx.db, log: ctx.log }).then((made) => {
      made.onOfferStateChanged(onChange);
      return made;
    });
    bots.set(ctx, bot);
    // A failed start (the libraries would not load) is tried again on the next call.
    bot.catch(() => bots.delete(ctx));
  }
  return bot;
}

export async function closeTradeBot(ctx: AppContext): Promise<void> {
  await backgroundSettled(ctx);
  const bot = bots.get(ctx);
  bots.delete(ctx);
  if (bot) await (await bot.catch(() => null))?.close();
}
