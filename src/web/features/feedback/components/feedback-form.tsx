import { useId, useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { checkFeedbackMessage, FEEDBACK_MAX_LENGTH, FEEDBACK_TEXT } from '../../../../core/contracts/feedback';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { userFacingMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { playSound } from '../../../lib/sounds';
import { useSendFeedback } from '../api/send-feedback';

/**
 * The feedback form (spec part 1 §5, §8): the text box stops at 1000 characters and
 * counts them; the message is checked with the server's own rule before it is sent.
 */
export function FeedbackForm({ steamId, onSent }: { steamId: string; onSent: () => void }) {
  const fieldId = useId();
  const counterId = useId();
  const hintId = useId();
  const [message, setMessage] = useState('');
  const send = useSendFeedback(steamId);
  const nearLimit = message.length >= FEEDBACK_MAX_LENGTH * 0.9;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const check = checkFeedbackMessage(message);
    if (!check.ok) {
      playSound('error', 0.2);
      toast({ title: check.title, description: check.description, variant: 'destructive' });
      return;
    }
    send.mutate(check.message, {
      onSuccess: () => {
        playSound('success', 0.3);
        toast({ title: FEEDBACK_TEXT.sentTitle, description: FEEDBACK_TEXT.sent, variant: 'success' });
        setMessage('');
        onSent();
      },
      onError: (error) => {
        playSound('error', 0.2);
        toast({ title: FEEDBACK_TEXT.failedTitle, description: userFacingMessage(error, FEEDBACK_TEXT.failedFallback), variant: 'destructive' });
      },
    });
  };

  return (
    <Card>
      <CardContent className="pt-5 sm:pt-6">
        <form onSubmit={onSubmit} noValidate className="grid gap-3">
          <Label htmlFor={fieldId} className="text-base">
            Your feedback
          </Label>
          <p id={hintId} className="text-sm text-fg-muted">
            Ideas, bugs, a raffle you would like to see: the team reads every message and answers in your feedback history.
          </p>
          <textarea
            id={fieldId}
            name="message"
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            maxLength={FEEDBACK_MAX_LENGTH}
            rows={8}
            placeholder="Tell us what you think…"
            aria-describedby={`${hintId} ${counterId}`}
            className={cn(
              'min-h-40 w-full resize-y rounded-md border border-line-strong bg-canvas px-3 py-2 text-base text-fg sm:text-sm',
              'placeholder:text-fg-subtle transition-colors focus-visible:border-accent disabled:cursor-not-allowed disabled:opacity-50',
            )}
            disabled={send.isPending}
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p id={counterId} className={cn('text-sm tabular-nums', nearLimit ? 'text-accent-text' : 'text-fg-muted')}>
              {message.length}/{FEEDBACK_MAX_LENGTH}
              <span className="sr-only"> characters</span>
            </p>
            <Button type="submit" loading={send.isPending}>
              {send.isPending ? null : <Send aria-hidden="true" className="size-4" />}
              {send.isPending ? 'Sending...' : 'Send Feedback'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
