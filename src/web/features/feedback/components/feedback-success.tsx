import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { CircleCheck, History, LayoutDashboard, PenLine } from 'lucide-react';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

/** After a send (spec part 1 §2, §4): back to the dashboard, on to the history, or write another. */
export function FeedbackSuccess({ onSendAnother }: { onSendAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: move focus to what replaced it so keyboard and screen-reader users follow.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className="grid justify-items-center gap-4 px-6 py-12 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-success/15 text-success-text">
        <CircleCheck aria-hidden="true" className="size-9" />
      </span>
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
        Thank you for your feedback!
      </h2>
      <p className="max-w-md text-fg-muted">We'll review it soon. You can follow its status and read our answer in your feedback history.</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Link href="/dashboard" className={buttonClass('outline', 'md')}>
          <LayoutDashboard aria-hidden="true" className="size-4" />
          Back to Dashboard
        </Link>
        <Link href="/feedback-history" className={buttonClass('secondary', 'md')}>
          <History aria-hidden="true" className="size-4" />
          View Feedback History
        </Link>
        <Button onClick={onSendAnother}>
          <PenLine aria-hidden="true" className="size-4" />
          Send Another
        </Button>
      </div>
    </Card>
  );
}
