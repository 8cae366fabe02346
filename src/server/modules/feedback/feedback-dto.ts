import type { Feedback, FeedbackStatus } from '../../../core/contracts/feedback';
import type { FeedbackRow } from './feedback.repository';

export function toFeedbackDto(row: FeedbackRow): Feedback {
  return {
    id: row.id,
    message: row.message,
    status: row.status as FeedbackStatus,
    adminResponse: row.adminResponse,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
