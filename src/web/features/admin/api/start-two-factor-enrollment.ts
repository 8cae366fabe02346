import { useMutation } from '@tanstack/react-query';
import { twoFactorEnrollmentSchema } from '../../../../core/contracts/admin';
import { adminFetch } from '../../../lib/api-client';

/** A new secret, answered to this admin only; it lives in the card's state, never in the query cache. */
export const startTwoFactorEnrollment = () => adminFetch('/api/admin/two-factor/enrollment', { method: 'POST', schema: twoFactorEnrollmentSchema });

export const useStartTwoFactorEnrollment = () => useMutation({ mutationFn: startTwoFactorEnrollment });
