import { tradeStatusSchema, type TradeLog } from '../../../core/contracts/prizes';
import { itemsOf, type TradeLogRow } from './prizes.repository';

export function toTradeLogDto(row: TradeLogRow): TradeLog {
  const status = tradeStatusSchema.safeParse(row.status);
  return {
    id: row.id,
    raffleId: row.raffleId,
    partnerName: row.partnerName,
    createdAt: row.createdAt.toISOString(),
    // A status outside the list could only come from a hand edit; show it as an error the admin can retry.
    status: status.success ? status.data : 'error',
    message: row.message,
    tradeOfferId: row.tradeOfferId,
    itemsGiven: itemsOf(row),
    attempts: row.attempts,
  };
}
