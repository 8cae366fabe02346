import { useId, useState, type FormEvent } from 'react';
import { ADMIN_FEEDBACK_TEXT, FEEDBACK_MAX_LENGTH, type AdminFeedback } from '../../../../core/contracts/feedback';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { isAdminSessionExpired } from '../../../lib/api-client';
import { useUpdateFeedbackStatus } from '../api/update-feedback-status';

type Settable = 'reviewed' | 'resolved';

/** The Manage dialog: reviewed or resolved, with an optional response the player sees in their history. */
export function FeedbackManageDialog({ item, onClose }: { item: AdminFeedback | null; onClose: () => void }) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Manage Feedback</DialogTitle>
          <DialogDescription>From {item?.user.username}</DialogDescription>
        </DialogHeader>
        {/* Mounted per opening, so the form starts from this message's status and response. */}
        {item ? <ManageForm key={item.id} item={item} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ManageForm({ item, onClose }: { item: AdminFeedback; onClose: () => void }) {
  const id = useId();
  const update = useUpdateFeedbackStatus();
  const [status, setStatus] = useState<Settable>(item.status === 'resolved' ? 'resolved' : 'reviewed');
  const [response, setResponse] = useState(item.adminResponse ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { id: item.id, status, adminResponse: response },
      {
        onSuccess: () => {
          toast({ title: ADMIN_FEEDBACK_TEXT.updatedTitle, description: ADMIN_FEEDBACK_TEXT.updated });
          onClose();
        },
        onError: (error) => {
          if (isAdminSessionExpired(error)) return;
          toast({ title: ADMIN_FEEDBACK_TEXT.failedTitle, description: ADMIN_FEEDBACK_TEXT.failed, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <>
      <blockquote className="max-h-40 overflow-y-auto rounded-md border border-line bg-canvas/60 p-3 text-sm break-words whitespace-pre-wrap">
        {item.message}
      </blockquote>
      <form onSubmit={submit} className="grid gap-4">
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Status</legend>
          <div className="flex gap-2">
            {(['reviewed', 'resolved'] as const).map((value) => (
              <Button
                key={value}
                type="button"
                variant={status === value ? 'primary' : 'outline'}
                aria-pressed={status === value}
                onClick={() => setStatus(value)}
                className="capitalize"
              >
                {value}
              </Button>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-response`}>Response (optional)</Label>
          <textarea
            id={`${id}-response`}
            rows={4}
            maxLength={FEEDBACK_MAX_LENGTH}
            value={response}
            onChange={(e) => setResponse(e.target.value)}
            className="w-full rounded-md border border-line-strong bg-canvas px-3 py-2 text-sm text-fg focus-visible:border-accent"
          />
          <span className="text-xs text-fg-muted">
            {response.trim().length}/{FEEDBACK_MAX_LENGTH}
          </span>
        </div>
        <DialogFooter>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Update Feedback
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
