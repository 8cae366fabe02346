import { z } from 'zod';

/** A CS item in the bot's inventory (spec part 2 §3 'Steam item'). */
export const steamItemSchema = z.object({
  assetid: z.string(),
  name: z.string(),
  market_name: z.string(),
  type: z.string(),
  /** A full image URL (the sandbox's local SVG, or Steam's economy image CDN). */
  icon_url: z.string(),
  icon_url_large: z.string(),
  tradable: z.boolean(),
  marketable: z.boolean(),
  tags: z.array(z.object({ category: z.string(), internal_name: z.string(), localized_tag_name: z.string().optional() })),
});
export type SteamItem = z.infer<typeof steamItemSchema>;

/** Values of an item's `Quality` tag (its internal_name). */
export const itemQualities = ['strange', 'unusual', 'vintage', 'genuine', 'unique', 'normal'] as const;
export type ItemQuality = (typeof itemQualities)[number];

export const botStatusSchema = z.object({
  enabled: z.boolean(),
  initialized: z.boolean(),
  ready: z.boolean(),
  username: z.string().nullable(),
  sandbox: z.boolean(),
  /** Why the real bot is not ready (login or web session failure), for the admin's status card. */
  lastError: z.string().nullable().optional(),
});
export type BotStatus = z.infer<typeof botStatusSchema>;

/** The answer to an inventory request while the bot cannot serve one (spec part 2 §5). */
export const STEAM_BOT_NOT_READY = 'Steam bot is not ready';

export const inventoryQuerySchema = z.object({
  refresh: z.enum(['true', 'false'], { error: 'refresh must be true or false' }).optional(),
});
export const inventoryResponseSchema = z.object({ inventory: z.array(steamItemSchema) });

/** Trade log statuses (spec part 2 §4). */
export const tradeStatuses = ['pending', 'accepted', 'declined', 'expired', 'error'] as const;
export const tradeStatusSchema = z.enum(tradeStatuses);
export type TradeStatus = z.infer<typeof tradeStatusSchema>;

/** Retry is offered only for these (spec part 2 §4). */
export const retryableTradeStatuses: readonly TradeStatus[] = ['declined', 'error'];
export const isRetryableTradeStatus = (status: string): boolean => (retryableTradeStatuses as readonly string[]).includes(status);

export const tradeItemSchema = z.object({ assetid: z.string(), name: z.string() });
export type TradeItem = z.infer<typeof tradeItemSchema>;

/** Spec part 2 §3 'Trade log', plus how many offers were sent for it (a retry sends another). */
export const tradeLogSchema = z.object({
  id: z.string(),
  raffleId: z.string().nullable(),
  partnerName: z.string().nullable(),
  createdAt: z.string(),
  status: tradeStatusSchema,
  message: z.string().nullable(),
  tradeOfferId: z.string().nullable(),
  itemsGiven: z.array(tradeItemSchema),
  attempts: z.number().int(),
});
export type TradeLog = z.infer<typeof tradeLogSchema>;

export const tradeLogsResponseSchema = z.object({ logs: z.array(tradeLogSchema) });

/** A trade log id, or the id of the Steam trade offer it sent. */
export const retryTradeParamsSchema = z.object({
  id: z
    .string()
    .min(1, { error: 'id is required' })
    .max(64, { error: 'id is too long' })
    .regex(/^[A-Za-z0-9-]+$/, { error: 'must be a trade log id or a trade offer id' }),
});

export const retryTradeResponseSchema = z.object({ success: z.literal(true), log: tradeLogSchema });
