import { useId, useState, type FormEvent } from 'react';
import { CircleAlert, CircleCheck, Send } from 'lucide-react';
import { checkSupportMessage, SUPPORT_EMAIL_MAX_LENGTH, SUPPORT_MESSAGE_MAX_LENGTH, SUPPORT_TEXT } from '../../../../core/contracts/support';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { isNetworkError, userFacingMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { playSound } from '../../../lib/sounds';
import { useSendSupportMessage } from '../api/send-support-message';

type FieldErrors = Partial<Record<'email' | 'message', string>>;

const failureText = (error: unknown): string => (isNetworkError(error) ? SUPPORT_TEXT.networkFailed : userFacingMessage(error, SUPPORT_TEXT.failedFallback));

/**
 * The contact form (decision 0034): an email address to reply to and a message.
 * It needs no sign-in, so signed-out visitors and banned players can reach support.
 * The server's own schema checks the draft first; the server checks it again.
 * `responseTime` is the reply time the legal pages promise (they own the support facts).
 */
export function ContactForm({ responseTime }: { responseTime: string }) {
  const emailId = useId();
  const messageId = useId();
  const counterId = useId();
  const emailErrorId = useId();
  const messageErrorId = useId();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useSendSupportMessage();
  const nearLimit = message.length >= SUPPORT_MESSAGE_MAX_LENGTH * 0.9;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const check = checkSupportMessage({ email, message });
    if (!check.ok) {
      playSound('error', 0.2);
      setErrors({ [check.field]: check.message });
      document.getElementById(check.field === 'email' ? emailId : messageId)?.focus();
      return;
    }
    setErrors({});
    send.mutate(check.body, {
      onSuccess: () => {
        playSound('success', 0.3);
        setSentTo(check.body.email);
        setMessage('');
      },
      onError: () => playSound('error', 0.2),
    });
  };

  if (sentTo) {
    return (
      <div role="status" data-state="sent" className="grid justify-items-start gap-3 rounded-lg border border-success/40 bg-success/10 p-4 sm:p-5">
        <p className="flex items-center gap-2 font-semibold text-success-text">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
          {SUPPORT_TEXT.sentTitle}
        </p>
        <p className="text-sm text-fg">
          Thank you. We&apos;ll reply to <strong className="break-all">{sentTo}</strong> within {responseTime}.
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            send.reset();
            setSentTo(null);
          }}
        >
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Contact support" className="grid gap-4 rounded-lg border border-line bg-surface p-4 sm:p-5">
      <div className="grid gap-1.5">
        <Label htmlFor={emailId}>Your email address</Label>
        <Input
          id={emailId}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setErrors((old) => ({ ...old, email: undefined }));
          }}
          maxLength={SUPPORT_EMAIL_MAX_LENGTH}
          placeholder="you@example.com"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? emailErrorId : undefined}
          disabled={send.isPending}
          className="text-base sm:text-sm"
        />
        {errors.email ? (
          <p id={emailErrorId} className="text-sm text-danger-text">
            {errors.email}
          </p>
        ) : null}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={messageId}>Message</Label>
        <textarea
          id={messageId}
          name="message"
          value={message}
          onChange={(e) => {
            setMessage(e.target.value);
            setErrors((old) => ({ ...old, message: undefined }));
          }}
          maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
          rows={6}
          placeholder="How can we help?"
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={`${errors.message ? `${messageErrorId} ` : ''}${counterId}`}
          disabled={send.isPending}
          className={cn(
            'min-h-32 w-full resize-y rounded-md border border-line-strong bg-canvas px-3 py-2 text-base text-fg sm:text-sm',
            'placeholder:text-fg-subtle transition-colors focus-visible:border-accent disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger',
          )}
        />
        {errors.message ? (
          <p id={messageErrorId} className="text-sm text-danger-text">
            {errors.message}
          </p>
        ) : null}
      </div>
      {send.isError ? (
        <p role="alert" className="flex items-start gap-2 rounded-lg border border-danger/50 bg-danger/15 p-3 text-sm text-danger-text">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {SUPPORT_TEXT.failedTitle}: {failureText(send.error)}
          </span>
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id={counterId} className={cn('text-sm tabular-nums', nearLimit ? 'text-accent-text' : 'text-fg-muted')}>
          {message.length}/{SUPPORT_MESSAGE_MAX_LENGTH}
          <span className="sr-only"> characters</span>
        </p>
        <Button type="submit" loading={send.isPending}>
          {send.isPending ? null : <Send aria-hidden="true" className="size-4" />}
          {send.isPending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
      <p className="text-xs text-fg-muted">No sign-in needed. We use your address only to answer this message.</p>
    </form>
  );
}
