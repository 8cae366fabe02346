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
/** The raffle an item is the prize of, while that raffle may still give it (docs/decisions/0023). */
export const prizeReservationSchema = z.object({ raffleId: z.string(), raffleName: z.string() });
export type PrizeReservation = z.infer<typeof prizeReservationSchema>;

/** An inventory item as the admin screens see it: reserved items cannot be the prize of another raffle. */
export const inventoryItemSchema = steamItemSchema.extend({ reservedFor: prizeReservationSchema.nullable() });
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

export const inventoryResponseSchema = z.object({ inventory: z.array(inventoryItemSchema) });

/** The 409 of a create or edit whose prize another open raffle holds. */
export const prizeReservedMessage = (raffleName: string | null): string =>
  raffleName
    ? `This item is already the prize of the raffle "${raffleName}". Pick another item.`
    : 'This item is already the prize of another raffle. Pick another item.';

/** Trade log statuses (spec part 2 §4). */
export const tradeStatuses = ['pending', 'accepted', 'declined', 'expired', 'error'] as const;
export const tradeStatusSchema = z.enum(tradeStatuses);
export type TradeStatus = z.infer<typeof tradeStatusSchema>;

/** Retry is offered only for these (spec part 2 §4). */
export const retryableTradeStatuses: readonly TradeStatus[] = ['declined', 'error'];
export const isRetryableTradeStatus = (status: string): boolean => (retryableTradeStatuses as readonly string[]).includes(status);

/**
 * Trade states after which the raffle no longer holds its prize: accepted (the item
 * left the bot) and expired (final, and not retryable). Declined and error keep it,
 * since a retry may still send it.
 */
export const prizeReleasingTradeStatuses: readonly TradeStatus[] = ['accepted', 'expired'];
export const releasesPrize = (status: string): boolean => (prizeReleasingTradeStatuses as readonly string[]).includes(status);

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
