import type { FeedbackStatus } from '../../../../core/contracts/feedback';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';

const variants: Record<FeedbackStatus, BadgeVariant> = { pending: 'warning', reviewed: 'accent', resolved: 'success' };

export function FeedbackStatusBadge({ status }: { status: FeedbackStatus }) {
  return (
    <Badge variant={variants[status]} className="capitalize">
      {status}
    </Badge>
  );
}
