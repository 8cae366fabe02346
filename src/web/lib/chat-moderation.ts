import { okSchema } from '../../core/contracts/common';
import { adminFetch } from './api-client';

/** Removes a site chat message for everyone (admin token): from the chat panel and from the portal's reports. */
export const deleteChatMessage = (id: string) => adminFetch(`/api/admin/chat/messages/${encodeURIComponent(id)}`, { method: 'DELETE', schema: okSchema });
