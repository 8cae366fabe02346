import { huntShotResponseSchema, type HuntShotAnswer, type HuntShotBody } from '../../../../core/contracts/fowl-hunt';
import { apiFetch } from '../../../lib/api-client';

/** One click, sent as it happens; a hit is answered with the target that takes its slot. */
export const sendHuntShot = (shot: HuntShotBody): Promise<HuntShotAnswer> =>
  apiFetch('/api/games/aim-trainer/shot', { method: 'POST', body: shot, schema: huntShotResponseSchema });
