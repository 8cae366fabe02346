// One trade bot per app instance (the real one holds a Steam login), created on
// first use and closed with the app, plus the background work the reconciliation
// job starts after its transaction, so close() can wait for it.
import type { AppContext } from '../../context';
import { createTradeBot, type OfferStateListener, type TradeBot } from '../../integrations/steam';

const bots = new WeakMap<AppContext, Promise<TradeBot>>();
const running = new WeakMap<AppContext, Set<Promise<void>>>();

/** The instance's bot; `onChange` is subscribed once, when the bot is made. */
export function tradeBotFor(ctx: AppContext, onChange: OfferStateListener): Promise<TradeBot> {
  let bot = bots.get(ctx);
  if (!bot) {
    bot = createTradeBot({ config: ctx.config, db: ctx.db, log: ctx.log }).then((made) => {
      made.onOfferStateChanged(onChange);
      return made;
    });
    bots.set(ctx, bot);
    // A failed start (the libraries would not load) is tried again on the next call.
    bot.catch(() => bots.delete(ctx));
  }
  return bot;
}

/** Tests only: puts a stand-in bot in place of the configured one. */
export function replaceTradeBot(ctx: AppContext, bot: TradeBot, onChange: OfferStateListener): void {
  bot.onOfferStateChanged(onChange);
  bots.set(ctx, Promise.resolve(bot));
}

/** Keeps count of `work` until it settles, so closing the app waits for it. */
export function tracked(ctx: AppContext, work: Promise<void>): Promise<void> {
  const set = running.get(ctx) ?? new Set<Promise<void>>();
  running.set(ctx, set);
  const task: Promise<void> = work.finally(() => set.delete(task));
  set.add(task);
  return task;
}

/** Runs work after the caller returns (and its transaction ends), logging failures. */
export function inBackground(ctx: AppContext, what: string, work: () => Promise<void>): void {
  void tracked(
    ctx,
    Promise.resolve()
      .then(work)
      .catch((err: unknown) => ctx.log.error({ err, what }, 'background prize work failed')),
  );
}

/** Resolves once the background work started so far has finished. */
export async function backgroundSettled(ctx: AppContext): Promise<void> {
  const set = running.get(ctx);
  while (set && set.size > 0) await Promise.allSettled([...set]);
}

export async function closeTradeBot(ctx: AppContext): Promise<void> {
  await backgroundSettled(ctx);
  const bot = bots.get(ctx);
  bots.delete(ctx);
  if (bot) await (await bot.catch(() => null))?.close();
}
