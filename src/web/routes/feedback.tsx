import { useState } from 'react';
import { Link } from 'wouter';
import { History } from 'lucide-react';
import { PageHeader } from '../components/page-header';
import { buttonClass } from '../components/ui/button';
import { Skeleton } from '../components/ui/skeleton';
import { FeedbackAccessNote } from '../features/feedback/components/feedback-access-note';
import { FeedbackForm } from '../features/feedback/components/feedback-form';
import { FeedbackSuccess } from '../features/feedback/components/feedback-success';
import { useCurrentUser } from '../lib/auth';

export function FeedbackRoute() {
  const { data: user, isPending } = useCurrentUser();
  const [sent, setSent] = useState(false);
  const player = user && !user.isSpectator ? user : null;

  return (
    <div className="mx-auto grid max-w-3xl">
      <PageHeader
        title="Feedback"
        description="Tell us what works, what doesn't, and what you would like to see next."
        actions={
          player ? (
            <Link href="/feedback-history" className={buttonClass('ghost', 'sm')}>
              <History aria-hidden="true" className="size-4" />
              Feedback History
            </Link>
          ) : null
        }
      />
      {isPending ? (
        <Skeleton className="h-72 w-full" />
      ) : !user ? (
        <FeedbackAccessNote reason="signed-out" />
      ) : !player ? (
        <FeedbackAccessNote reason="spectator" />
      ) : sent ? (
        <FeedbackSuccess onSendAnother={() => setSent(false)} />
      ) : (
        <FeedbackForm steamId={player.steamId} onSent={() => setSent(true)} />
      )}
    </div>
  );
}
