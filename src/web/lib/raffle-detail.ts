import { raffleDetailSchema, type RaffleDetail } from '../../core/contracts/raffles';
import { apiFetch } from './api-client';

/** One raffle with its entries, as the raffle page and the fairness page's draw verifier read it. */
export const getRaffle = (id: string, signal?: AbortSignal): Promise<RaffleDetail> =>
  apiFetch(`/api/raffle/${encodeURIComponent(id)}`, { schema: raffleDetailSchema, signal });
