import { CircleCheck, Clock, Eye } from 'lucide-react';
import type { FeedbackStatus } from '../../../../core/contracts/feedback';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';

const STATUS: Record<FeedbackStatus, { label: string; variant: BadgeVariant; Icon: typeof Clock }> = {
  pending: { label: 'Pending', variant: 'warning', Icon: Clock },
  reviewed: { label: 'Reviewed', variant: 'accent', Icon: Eye },
  resolved: { label: 'Resolved', variant: 'success', Icon: CircleCheck },
};

export function FeedbackStatusBadge({ status }: { status: FeedbackStatus }) {
  const { label, variant, Icon } = STATUS[status];
  return (
    <Badge variant={variant}>
      <Icon aria-hidden="true" className="size-3" />
      <span className="sr-only">Status: </span>
      {label}
    </Badge>
  );
}
