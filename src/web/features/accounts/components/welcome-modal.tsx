import { useId, useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import type { User } from '../../../../core/contracts/accounts';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { playSound } from '../../../lib/sounds';
import { useMarkWelcomeSeen } from '../api/mark-welcome-seen';

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;
/** The longest the dialog waits for the acceptance to be recorded before it closes anyway. */
const ACCEPT_WAIT_MS = 3000;
const linkClass = 'font-medium text-accent-text underline underline-offset-2 hover:text-accent-hover';

/**
 * The terms the user must accept (spec part 1 §4). Shown while hasSeenWelcome is
 * false, and on every visit for spectators. It cannot be dismissed any other way.
 */
export function WelcomeModal({ user }: { user: User }) {
  const checkboxId = useId();
  const [accepted, setAccepted] = useState(false);
  // Closed for this page visit once accepted, even if recording it failed and a poll still says unseen.
  const [closed, setClosed] = useState(false);
  const markSeen = useMarkWelcomeSeen();

  const open = !closed && (!user.hasSeenWelcome || user.isSpectator);

  // A player's dialog closes once the acceptance is recorded (or has failed, which is only
  // logged): closed at once, a page left straight after could cancel the recording and
  // show the welcome again. An answer that does not come keeps nobody out for longer than
  // ACCEPT_WAIT_MS. A spectator's acceptance is not recorded.
  const onAccept = () => {
    playSound('click', 0.3);
    if (user.isSpectator) return setClosed(true);
    markSeen.mutate(undefined, { onSettled: () => setClosed(true) });
    window.setTimeout(() => setClosed(true), ACCEPT_WAIT_MS);
  };

  return (
    <Dialog open={open}>
      <DialogContent dismissible={false} className="max-w-xl">
        <DialogHeader>
          <div className="mb-1 flex size-11 items-center justify-center rounded-full bg-accent/15 text-accent-text">
            <ShieldCheck aria-hidden="true" className="size-6" />
          </div>
          <DialogTitle>Welcome to Fowls</DialogTitle>
          <DialogDescription>Before you start, please read and accept our terms.</DialogDescription>
        </DialogHeader>
        <ul className="grid list-disc gap-2 rounded-lg border border-line bg-canvas/60 py-4 pr-4 pl-9 text-sm text-fg-muted marker:text-accent">
          <li>
            You must be <strong className="text-fg">18 years or older</strong> to use this site.
          </li>
          <li>
            Fowls is <strong className="text-fg">not a gambling site</strong>.
          </li>
          <li>
            Fowls are a virtual currency with <strong className="text-fg">no cash value</strong>. They cannot be bought, sold, deposited or withdrawn.
          </li>
          <li>Prizes are non-cash digital items.</li>
          <li>We are not affiliated with Valve Corporation or Steam.</li>
        </ul>
        <p className="text-sm text-fg-muted">
          Read the full{' '}
          <a href="/terms-of-service" className={linkClass} {...newTab}>
            Terms of Service<span className="sr-only"> (opens in a new tab)</span>
          </a>{' '}
          and{' '}
          <a href="/privacy-policy" className={linkClass} {...newTab}>
            Privacy Policy<span className="sr-only"> (opens in a new tab)</span>
          </a>
          .
        </p>
        <div className="flex items-center gap-3">
          <Checkbox id={checkboxId} checked={accepted} onCheckedChange={(v) => setAccepted(v === true)} />
          <Label htmlFor={checkboxId} className="cursor-pointer">
            I accept the terms and conditions
          </Label>
        </div>
        <DialogFooter>
          <Button onClick={onAccept} disabled={!accepted} loading={markSeen.isPending} size="lg" className="w-full sm:w-auto">
            Accept
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
