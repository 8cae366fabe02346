import { z } from 'zod';
import { beaconChainInfoSchema } from '../fair/beacon';
import { checkImageUrl } from '../image-url';
import { skinRaritySchema } from '../skin-rarity';
import { textSchema } from './text';
import { fowlAmountSchema, uuidSchema } from './common';

export { RAFFLE_LIST_RESULTS_LIMIT, RAFFLE_LIST_RESULTS_WINDOW_MS } from '../raffle-list';

// Raffles (spec part 2 §3, §5, §7) with their fairness commitment (DESIGN rule 3).

export const RAFFLE_MIN_ENTRY_FLOOR = 10;
export const RAFFLE_MAX_PARTICIPANTS_LIMIT = 1000;
export const RAFFLE_DEFAULT_MAX_PARTICIPANTS = 25;
export const RAFFLE_NAME_MAX_LENGTH = 100;
export const RAFFLE_DESCRIPTION_MAX_LENGTH = 1000;
export const RAFFLE_IMAGE_URL_MAX_LENGTH = 2000;
export const CHAT_MESSAGE_MAX_LENGTH = 128;
/** The chat shows the latest messages; older ones stay stored. */
export const CHAT_HISTORY_LIMIT = 50;

export const raffleTypes = ['hourly', 'daily', 'weekly', 'monthly'] as const;
export const raffleTypeSchema = z.enum(raffleTypes, { error: 'type must be one of hourly, daily, weekly, monthly' });
export type RaffleType = z.infer<typeof raffleTypeSchema>;

export const raffleStatuses = ['active', 'ended', 'completed'] as const;
export const raffleStatusSchema = z.enum(raffleStatuses);
export type RaffleStatus = z.infer<typeof raffleStatusSchema>;

export const raffleEndReasons = ['time_expired', 'max_participants_reached', 'admin'] as const;
export const raffleEndReasonSchema = z.enum(raffleEndReasons);
export type RaffleEndReason = z.infer<typeof raffleEndReasonSchema>;

export const raffleUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  avatar: z.string(),
  isAdmin: z.boolean(),
});
export type RaffleUser = z.infer<typeof raffleUserSchema>;

/**
 * The drand round a raffle's draw mixes in (DESIGN rule 3): the chain and the round
 * are public from creation (the round moves with the end time while the raffle is
 * open, and to the first round after the close when it closes early); randomness and
 * signature arrive with the draw. A draw waits for its round however long it takes,
 * unless the operator turned the fallback on (DRAND_FALLBACK_SECONDS): `fallback` then
 * marks a draw made without the beacon, from the seed alone, and `fallbackReason` says
 * why (docs/decisions/0047).
 */
export const raffleBeaconSchema = z.object({
  chain: beaconChainInfoSchema,
  round: z.number().int(),
  /** When the round is published. */
  roundTime: z.string(),
  randomness: z.string().nullable(),
  signature: z.string().nullable(),
  fallback: z.boolean(),
  /** Why the draw went without the beacon; null otherwise. Optional so the field stays an addition. */
  fallbackReason: z.string().nullish(),
});
export type RaffleBeacon = z.infer<typeof raffleBeaconSchema>;

/**
 * A raffle as every screen reads it. The seed is null until the draw; seedHash is
 * public from creation. entriesDigest is set when the entries close; drawFloat and
 * winningTicket by the draw. An 'ended' raffle with entries is waiting for its beacon
 * round; it becomes 'completed' when drawn. `beacon` is null only for raffles made
 * before beacons were used.
 */
export const raffleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  type: raffleTypeSchema,
  minEntry: z.number().int(),
  maxParticipants: z.number().int(),
  endTime: z.string(),
  status: raffleStatusSchema,
  endReason: raffleEndReasonSchema.nullable(),
  endedAt: z.string().nullable(),
  winnerId: z.string().nullable(),
  winner: z.object({ id: z.string(), username: z.string(), avatar: z.string() }).nullable(),
  assetId: z.string().nullable(),
  itemName: z.string().nullable(),
  itemImageUrl: z.string().nullable(),
  /**
   * The prize's grade (core/skin-rarity); null when the prize has none or predates
   * grades. The server always sends it; optional so the field stays an addition.
   */
  prizeRarity: skinRaritySchema.nullish(),
  createdAt: z.string(),
  tradeOfferId: z.string().nullable(),
  tradeStatus: z.string().nullable(),
  participantCount: z.number().int(),
  totalPool: z.number().int(),
  seedHash: z.string(),
  seed: z.string().nullable(),
  entriesDigest: z.string().nullable(),
  drawFloat: z.number().nullable(),
  winningTicket: z.number().int().nullable(),
  drawnAt: z.string().nullable(),
  beacon: raffleBeaconSchema.nullable(),
});
export type Raffle = z.infer<typeof raffleSchema>;

export const raffleEntrySchema = z.object({
  id: z.string(),
  raffleId: z.string(),
  userId: z.string(),
  entryAmount: z.number().int(),
  createdAt: z.string(),
  user: raffleUserSchema,
});
export type RaffleEntryDto = z.infer<typeof raffleEntrySchema>;

/** entriesWithUsers is in draw order (created, then id): the order the digest covers. */
export const raffleDetailSchema = raffleSchema.extend({ entriesWithUsers: z.array(raffleEntrySchema) });
export type RaffleDetail = z.infer<typeof raffleDetailSchema>;

export const raffleListSchema = z.object({ raffles: z.array(raffleSchema) });
export const raffleEntriesSchema = z.object({ entries: z.array(raffleEntrySchema) });

export const raffleIdParamsSchema = z.object({ id: uuidSchema });

// ---- entering ----

/** `userId` is accepted because the specification's client sends it; the session decides who enters. */
export const enterRaffleBodySchema = z.object({
  raffleId: uuidSchema,
  userId: z.unknown().optional(),
  entryAmount: fowlAmountSchema,
});

export const enterRaffleResultSchema = z.object({
  success: z.literal(true),
  entry: raffleEntrySchema,
  fowlBalance: z.number().int(),
  raffle: raffleSchema,
});
export type EnterRaffleResult = z.infer<typeof enterRaffleResultSchema>;

/** The words the client maps to its entry-error toasts (spec part 2 §8). */
export const ENTRY_ERROR = {
  tradeUrlRequired: 'Trade URL Required: add your Steam trade offer URL before entering raffles.',
  alreadyEntered: 'You have already entered this raffle.',
  full: 'Raffle is full.',
  ended: 'This raffle has ended.',
  freeTrialLimit: 'Free trial members can enter 1 raffle. Upgrade to Premium for unlimited raffle entries.',
  notFound: 'Raffle not found',
} as const;

export const minimumEntryMessage = (minEntry: number, entered: number): string => `Minimum entry is ${minEntry} fowls. You entered ${entered} fowls.`;

export const userEntriesSchema = z.object({
  activeEntries: z.array(
    z.object({
      id: z.string(),
      raffleId: z.string(),
      entryAmount: z.number().int(),
      createdAt: z.string(),
      raffle: z.object({ id: z.string(), name: z.string(), endTime: z.string(), status: raffleStatusSchema, imageUrl: z.string().nullable() }),
    }),
  ),
  /** All raffle entries of the user, ended raffles included (the free-trial allowance counts these). */
  totalEntries: z.number().int(),
});
export type UserEntries = z.infer<typeof userEntriesSchema>;

// ---- the winner ----

/** `winnerId` is accepted because the specification's client sends it; the draw alone decides. */
export const winnerBodySchema = z.object({ winnerId: z.unknown().optional() }).nullish();

export const promotionSchema = z.object({ newRank: z.string(), fowlsAwarded: z.number().int() });
export type Promotion = z.infer<typeof promotionSchema>;

export const winnerResultSchema = z.object({
  winner: z.object({ id: z.string(), username: z.string(), avatar: z.string() }).nullable(),
  raffle: raffleSchema,
  /** Present only for the winner, when this draw raised their level. */
  promotion: promotionSchema.optional(),
});
export type WinnerResult = z.infer<typeof winnerResultSchema>;

// ---- chat ----

export const chatMessageSchema = z.object({
  id: z.string(),
  message: z.string(),
  createdAt: z.string(),
  /** `id` opens the writer's public profile (decision 0071). */
  user: z.object({ id: z.string(), username: z.string(), avatar: z.string(), isAdmin: z.boolean() }),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatMessagesSchema = z.object({ messages: z.array(chatMessageSchema) });

export const CHAT_LOCKED_MESSAGE = 'Chat Locked - Only raffle participants can view and send messages';

export const chatBodySchema = z.object({
  userId: z.unknown().optional(),
  message: textSchema({
    field: 'message',
    max: CHAT_MESSAGE_MAX_LENGTH,
    messages: {
      type: 'message must be a string',
      required: 'Message cannot be empty',
      tooLong: `Messages can be up to ${CHAT_MESSAGE_MAX_LENGTH} characters long`,
    },
  }),
});

export const chatSendResultSchema = z.object({ message: chatMessageSchema });

// ---- admin ----

/**
 * An image address by the one rule of core/image-url (https on an allowed host, or
 * a path on this site), stored as parsed. Empty means "use the prize's picture".
 */
const imageUrlSchema = (allowedHosts: readonly string[]) =>
  z
    .string({ error: 'imageUrl must be a string' })
    .trim()
    .max(RAFFLE_IMAGE_URL_MAX_LENGTH, { error: 'imageUrl is too long' })
    .transform((value, ctx) => {
      if (value === '') return value;
      const check = checkImageUrl(value, allowedHosts);
      if (check.ok) return check.url;
      ctx.addIssue({ code: 'custom', message: check.message });
      return z.NEVER;
    });

const requiredText = (field: string, max: number, multiline = false) => textSchema({ field, max, multiline, messages: { type: `${field} is required` } });

const itemNameSchema = textSchema({ field: 'itemName', max: 300, required: false }).nullish();

const minEntrySchema = z
  .number({ error: 'minEntry must be a number' })
  .int({ error: 'minEntry must be a whole number' })
  .min(RAFFLE_MIN_ENTRY_FLOOR, { error: `minEntry must be at least ${RAFFLE_MIN_ENTRY_FLOOR}` })
  .max(1_000_000_000, { error: 'minEntry is too large' });

const maxParticipantsSchema = z
  .number({ error: 'maxParticipants must be a number' })
  .int({ error: 'maxParticipants must be a whole number' })
  .min(1, { error: 'maxParticipants must be from 1 to 1000' })
  .max(RAFFLE_MAX_PARTICIPANTS_LIMIT, { error: 'maxParticipants must be from 1 to 1000' });

const endTimeSchema = z.iso.datetime({ offset: true, error: 'endTime must be an ISO date and time' });

/**
 * The grade the portal shows for the picked item. The inventory's Rarity tag wins;
 * this is kept only for an item Steam gives no grade, or to label an older raffle.
 */
const prizeRaritySchema = skinRaritySchema.nullish();

const assetIdSchema = z.string({ error: 'assetId is required' }).trim().min(1, { error: 'assetId is required' }).max(64);

/**
 * The admin's create and edit bodies (spec part 2 §5), for a deployment whose
 * raffle images may come from `imageHosts` (the server's configuration).
 * `status` and `itemName` are accepted because the portal sends them; a new
 * raffle is always active and the item's name comes from the bot inventory.
 */
export function raffleBodySchemas(imageHosts: readonly string[]) {
  const create = z.object({
    name: requiredText('name', RAFFLE_NAME_MAX_LENGTH),
    description: requiredText('description', RAFFLE_DESCRIPTION_MAX_LENGTH, true),
    imageUrl: imageUrlSchema(imageHosts).nullish(),
    type: raffleTypeSchema.default('hourly'),
    minEntry: minEntrySchema.default(RAFFLE_MIN_ENTRY_FLOOR),
    maxParticipants: maxParticipantsSchema.default(RAFFLE_DEFAULT_MAX_PARTICIPANTS),
    endTime: endTimeSchema,
    status: z.literal('active', { error: 'a new raffle is active' }).optional(),
    assetId: assetIdSchema,
    itemName: itemNameSchema,
    prizeRarity: prizeRaritySchema,
  });

  /** Edits, or `{status: 'ended'}` to end the raffle now (and draw it). */
  const update = z
    .object({
      name: requiredText('name', RAFFLE_NAME_MAX_LENGTH).optional(),
      description: requiredText('description', RAFFLE_DESCRIPTION_MAX_LENGTH, true).optional(),
      imageUrl: imageUrlSchema(imageHosts).nullish(),
      type: raffleTypeSchema.optional(),
      minEntry: minEntrySchema.optional(),
      maxParticipants: maxParticipantsSchema.optional(),
      endTime: endTimeSchema.optional(),
      status: z.enum(['active', 'ended'], { error: "status can only be set to 'ended'" }).optional(),
      assetId: assetIdSchema.optional(),
      itemName: itemNameSchema,
      prizeRarity: prizeRaritySchema,
    })
    .refine((body) => Object.values(body).some((v) => v !== undefined), { error: 'Nothing to update' });

  return { create, update };
}
type RaffleBodySchemas = ReturnType<typeof raffleBodySchemas>;
export type CreateRaffleBody = z.infer<RaffleBodySchemas['create']>;
export type UpdateRaffleBody = z.infer<RaffleBodySchemas['update']>;

export const adminRaffleResultSchema = z.object({ success: z.literal(true), raffle: raffleSchema });

export const deleteRaffleResultSchema = z.object({
  success: z.literal(true),
  /** Entries refunded through the ledger. */
  refunded: z.number().int(),
});
