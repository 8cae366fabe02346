import { Link } from 'wouter';
import { AlertTriangle, Inbox, PenLine } from 'lucide-react';
import { FEEDBACK_TEXT } from '../../core/contracts/feedback';
import { PageHeader } from '../components/page-header';
import { Button, buttonClass } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Skeleton } from '../components/ui/skeleton';
import { useFeedbackHistory } from '../features/feedback/api/get-feedback-history';
import { FeedbackAccessNote } from '../features/feedback/components/feedback-access-note';
import { FeedbackHistoryList } from '../features/feedback/components/feedback-history-list';
import { useCurrentUser } from '../lib/auth';

export function FeedbackHistoryRoute() {
  const { data: user, isPending: userPending } = useCurrentUser();
  const player = user && !user.isSpectator ? user : null;
  const history = useFeedbackHistory(player?.steamId ?? null);

  const sendLink = (
    <Link href="/feedback" className={buttonClass('primary', 'md')}>
      <PenLine aria-hidden="true" className="size-4" />
      Send Feedback
    </Link>
  );

  let body;
  if (userPending || (player && history.isPending)) {
    body = (
      <div className="grid gap-4" role="status" aria-label="Loading your feedback">
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  } else if (!user) {
    body = <FeedbackAccessNote reason="signed-out" />;
  } else if (!player) {
    body = <FeedbackAccessNote reason="spectator" />;
  } else if (history.isError) {
    body = (
      <Card className="grid justify-items-center gap-3 px-6 py-12 text-center" role="alert">
        <AlertTriangle aria-hidden="true" className="size-8 text-danger-text" />
        <p className="font-semibold">{FEEDBACK_TEXT.fetchFailed}</p>
        <Button variant="outline" onClick={() => void history.refetch()} loading={history.isFetching}>
          Try Again
        </Button>
      </Card>
    );
  } else if (!history.data || history.data.length === 0) {
    body = (
      <Card className="grid justify-items-center gap-3 px-6 py-12 text-center">
        <Inbox aria-hidden="true" className="size-8 text-fg-muted" />
        <h2 className="text-lg font-semibold">No feedback yet</h2>
        <p className="max-w-md text-fg-muted">When you send feedback it shows up here, with its status and the team's answer.</p>
        <div className="mt-2">{sendLink}</div>
      </Card>
    );
  } else {
    body = <FeedbackHistoryList items={history.data} />;
  }

  return (
    <div className="mx-auto grid max-w-3xl">
      <PageHeader
        title="Feedback History"
        description="Your messages to the team, their status and our answers."
        actions={player && history.data && history.data.length > 0 ? sendLink : null}
      />
      {body}
    </div>
  );
}
