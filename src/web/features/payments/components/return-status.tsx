import type { ReactNode } from 'react';
import { CircleCheck, CircleX, Hourglass, SearchX } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import type { ReturnState } from '../hooks/use-return-state';

const view: Record<ReturnState, { icon: ReactNode; text: string }> = {
  none: { icon: <SearchX aria-hidden="true" className="size-6" />, text: 'There is no payment to check here.' },
  'signed-out': { icon: <Hourglass aria-hidden="true" className="size-6" />, text: 'Sign in to see whether your payment went through.' },
  checking: { icon: <Spinner className="size-6" />, text: 'Checking your payment…' },
  confirmed: { icon: <CircleCheck aria-hidden="true" className="size-6 text-success-text" />, text: 'Your payment is confirmed.' },
  failed: { icon: <CircleX aria-hidden="true" className="size-6 text-danger-text" />, text: 'Your payment did not go through.' },
  pending: { icon: <Hourglass aria-hidden="true" className="size-6" />, text: 'Your payment is not confirmed yet. The status page keeps checking.' },
  unknown: { icon: <Hourglass aria-hidden="true" className="size-6" />, text: 'Your payment could not be checked just now. The status page keeps checking.' },
};

/** One sentence for the payment's state, announced politely as it changes. */
export function ReturnStatus({ state }: { state: ReturnState }) {
  const { icon, text } = view[state];
  return (
    <p role="status" data-payment-state={state} className="grid max-w-md justify-items-center gap-3 text-lg font-medium text-fg">
      <span className="flex size-14 items-center justify-center rounded-full border border-line-strong bg-surface-2 text-accent-text">{icon}</span>
      <span>{text}</span>
    </p>
  );
}
