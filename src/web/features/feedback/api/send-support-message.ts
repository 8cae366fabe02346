import { useMutation } from '@tanstack/react-query';
import { supportMessageReceiptSchema, type SupportMessageBody, type SupportMessageReceipt } from '../../../../core/contracts/support';
import { apiFetch } from '../../../lib/api-client';

/** The public contact form's post: works signed out and for banned players (decision 0034). */
export const sendSupportMessage = (body: SupportMessageBody): Promise<SupportMessageReceipt> =>
  apiFetch('/api/support/messages', { method: 'POST', body, schema: supportMessageReceiptSchema });

export const useSendSupportMessage = () => useMutation({ mutationFn: sendSupportMessage });
