import { MessageSquareReply } from 'lucide-react';
import type { Feedback } from '../../../../core/contracts/feedback';
import { Card } from '../../../components/ui/card';
import { FeedbackStatusBadge } from './feedback-status-badge';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The player's messages, newest first, each with its status and the team's answer. */
export function FeedbackHistoryList({ items }: { items: readonly Feedback[] }) {
  return (
    <ol className="grid gap-4" aria-label="Your feedback">
      {items.map((item) => (
        <li key={item.id}>
          <Card className="grid gap-3 p-5 sm:p-6">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-fg-muted">
                Sent <time dateTime={item.createdAt}>{dateFormat.format(new Date(item.createdAt))}</time>
              </p>
              <FeedbackStatusBadge status={item.status} />
            </div>
            <p className="break-words whitespace-pre-wrap text-fg">{item.message}</p>
            {item.adminResponse ? (
              <div className="grid gap-1.5 rounded-lg border border-accent/30 bg-accent/5 p-4">
                <p className="flex items-center gap-2 text-sm font-semibold text-accent-text">
                  <MessageSquareReply aria-hidden="true" className="size-4" />
                  Response from the team
                  <span className="font-normal text-fg-muted">
                    · <time dateTime={item.updatedAt}>{dateFormat.format(new Date(item.updatedAt))}</time>
                  </span>
                </p>
                <p className="break-words whitespace-pre-wrap text-fg">{item.adminResponse}</p>
              </div>
            ) : null}
          </Card>
        </li>
      ))}
    </ol>
  );
}
