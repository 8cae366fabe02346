import { useMutation } from '@tanstack/react-query';
import { twoFactorRecoveryCodesSchema } from '../../../../core/contracts/admin';
import { adminFetch } from '../../../lib/api-client';

// The status query is refreshed only once the recovery codes have been put away
// (see TwoFactorCard): refreshing it here would swap the setup screen for the
// portal while the codes are still on show.
export const confirmTwoFactor = (code: string) =>
  adminFetch('/api/admin/two-factor/confirm', { method: 'POST', body: { code }, schema: twoFactorRecoveryCodesSchema });

export const useConfirmTwoFactor = () => useMutation({ mutationFn: confirmTwoFactor });
