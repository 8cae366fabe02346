import { useState } from 'react';
import { PauseCircle } from 'lucide-react';
import type { PlayBreakBody, PlayLimitsState } from '../../../../core/contracts/play-limits';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { userFacingMessage } from '../../../lib/api-client';
import { useTakeBreak } from '../api/play-limits';

const choices: { body: PlayBreakBody; label: string; title: string }[] = [
  { body: { kind: 'cool_off', period: '24h' }, label: '24 hours', title: 'a 24-hour cool-off' },
  { body: { kind: 'cool_off', period: '7d' }, label: '7 days', title: 'a 7-day cool-off' },
  { body: { kind: 'cool_off', period: '30d' }, label: '30 days', title: 'a 30-day cool-off' },
  { body: { kind: 'self_exclusion', period: '6m' }, label: '6 months', title: 'a 6-month self-exclusion' },
  { body: { kind: 'self_exclusion', period: '1y' }, label: '1 year', title: 'a 1-year self-exclusion' },
  { body: { kind: 'self_exclusion', period: 'permanent' }, label: 'Permanently', title: 'a permanent self-exclusion' },
];

/** A cool-off or self-exclusion, confirmed first: once started, nobody can end it early. */
export function BreakPanel({ state }: { state: PlayLimitsState }) {
  const [asking, setAsking] = useState<(typeof choices)[number] | null>(null);
  const take = useTakeBreak();

  if (state.pause) {
    return (
      <p role="status" className="flex items-start gap-2 rounded-lg border border-accent/40 bg-accent/10 p-3 text-sm">
        <PauseCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-text" />
        {state.pause.message}
      </p>
    );
  }

  const confirm = () => {
    if (!asking) return;
    take.mutate(asking.body, {
      onSuccess: () => {
        setAsking(null);
        toast({ title: 'Break Started', description: 'Games, raffle entries and the Fowl Case are closed for you now.', variant: 'success' });
      },
      onError: (error) => {
        setAsking(null);
        toast({ title: 'Break Not Started', description: userFacingMessage(error, 'Failed to start your break. Please try again.'), variant: 'destructive' });
      },
    });
  };

  const group = (kind: PlayBreakBody['kind'], heading: string, text: string) => (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold">{heading}</h3>
      <p className="text-sm text-fg-muted">{text}</p>
      <div className="flex flex-wrap gap-2">
        {choices
          .filter((c) => c.body.kind === kind)
          .map((c) => (
            <Button key={c.label} variant="outline" size="sm" onClick={() => setAsking(c)}>
              {c.label}
            </Button>
          ))}
      </div>
    </div>
  );

  return (
    <div className="grid gap-5">
      {group('cool_off', 'Cool-off', 'A short break: games, raffle entries and the Fowl Case close until it ends.')}
      {group('self_exclusion', 'Self-exclusion', 'A long break from all play. It cannot be lifted early, by you or by our team.')}
      <Dialog open={asking !== null} onOpenChange={(open) => (open ? undefined : setAsking(null))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Start {asking?.title}?</DialogTitle>
            <DialogDescription>Games, raffle entries and the Fowl Case close for you at once. You cannot end it early.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="ghost" onClick={() => setAsking(null)}>
              Cancel
            </Button>
            <Button variant="destructive" loading={take.isPending} onClick={confirm}>
              {asking?.body.kind === 'self_exclusion' ? 'Exclude Me' : 'Start Cool-off'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
