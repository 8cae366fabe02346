import { useState } from 'react';
import { MessageSquare } from 'lucide-react';
import { ADMIN_FEEDBACK_TEXT, type AdminFeedback } from '../../../../core/contracts/feedback';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAdminFeedback } from '../api/get-admin-feedback';
import { FeedbackManageDialog } from './feedback-manage-dialog';
import { FeedbackStatusBadge } from './feedback-status-badge';
import { SupportMessages } from './support-messages';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Feedback Management (spec part 2 §2, §4, §8), then the contact form's messages, which need no account. */
export function FeedbackManagement() {
  return (
    <div className="grid gap-6">
      <PlayerFeedback />
      <SupportMessages />
    </div>
  );
}

function PlayerFeedback() {
  const feedback = useAdminFeedback();
  const [managing, setManaging] = useState<AdminFeedback | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MessageSquare aria-hidden="true" className="size-5 text-accent-text" />
          Feedback Management
        </CardTitle>
        <CardDescription>Players’ messages, newest first. Mark them reviewed or resolved and answer them.</CardDescription>
      </CardHeader>
      <CardContent>
        {feedback.isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : feedback.isError ? (
          <p role="alert" className="text-sm text-danger-text">
            Could not load the feedback.
          </p>
        ) : feedback.data.length === 0 ? (
          <p className="py-6 text-center text-sm text-fg-muted">{ADMIN_FEEDBACK_TEXT.empty}</p>
        ) : (
          <ul className="grid gap-3" aria-label="Feedback messages">
            {feedback.data.map((item) => (
              <li key={item.id} className="grid gap-2 rounded-lg border border-line bg-canvas/60 p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <Avatar src={item.user.avatar} name={item.user.username} className="size-8" />
                  <div className="grid min-w-0 flex-1 basis-40">
                    <span className="truncate font-semibold">{item.user.username}</span>
                    <span className="truncate text-xs text-fg-muted">
                      {item.user.steamId} · {when(item.createdAt)}
                    </span>
                  </div>
                  <div className="ml-auto flex items-center gap-2">
                    <FeedbackStatusBadge status={item.status} />
                    <Button size="sm" variant="outline" onClick={() => setManaging(item)} aria-label={`Manage feedback from ${item.user.username}`}>
                      Manage
                    </Button>
                  </div>
                </div>
                <p className="text-sm break-words whitespace-pre-wrap">{item.message}</p>
                {item.adminResponse ? (
                  <p className="rounded-md border-l-2 border-accent bg-surface-2 px-3 py-2 text-sm break-words whitespace-pre-wrap">
                    <span className="font-semibold">Response: </span>
                    {item.adminResponse}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <FeedbackManageDialog item={managing} onClose={() => setManaging(null)} />
    </Card>
  );
}
