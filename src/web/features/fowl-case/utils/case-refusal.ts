import { CASE_REFUSAL, type CaseStatus } from '../../../../core/contracts/fowl-case';
import { hasErrorCode } from '../../../lib/api-client';

/** The two reasons an open is refused: a member's 4-hour wait, or a used free case. */
export type CaseRefusal = 'cooldown' | 'freeCaseUsed';

/**
 * Which refusal a status from the server stands for: a member waiting has a next
 * opening time; a used free case (a lapsed member's included) has none. A break the
 * player took shuts the case too, but is not the case's own refusal (status.pause).
 */
export const refusalFromStatus = (status: CaseStatus): CaseRefusal | null =>
  status.canOpen || status.pause ? null : status.nextOpeningTime === null ? 'freeCaseUsed' : 'cooldown';

/** Which refusal a failed open is, by the server's error code (never by its text). */
export const refusalFromError = (error: unknown): CaseRefusal | null =>
  hasErrorCode(error, 'FREE_CASE_USED') ? 'freeCaseUsed' : hasErrorCode(error, 'CONFLICT') ? 'cooldown' : null;

/** The toast of spec part 2 §5, with the sentence that is true for this player. */
export const refusalToast = (refusal: CaseRefusal) => ({ title: CASE_REFUSAL.title, description: CASE_REFUSAL[refusal] });
