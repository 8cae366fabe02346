export { feedbackRoutes, FEEDBACK_RATE_LIMIT } from './feedback.routes';
export { feedbackRepository, type FeedbackRow, type FeedbackWithUser } from './feedback.repository';
export { toFeedbackDto } from './feedback-dto';
