import { useId } from 'react';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/use-toast';
import { userFacingMessage } from '../../../lib/api-client';
import { useSaveFeedPrivacy } from '../api/save-feed-privacy';

/** Whether the live wins feed names this player; off, their moments read 'A player'. */
export function FeedPrivacySwitch({ showNameInFeed }: { showNameInFeed: boolean }) {
  const id = useId();
  const hintId = useId();
  const save = useSaveFeedPrivacy();
  const checked = save.isPending && save.variables !== undefined ? save.variables : showNameInFeed;
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          Show my name in the live wins feed
        </label>
        <p id={hintId} className="text-sm text-fg-muted">
          When this is off, your raffle wins, big game wins and level-ups appear as 'A player'.
        </p>
      </div>
      <Switch
        id={id}
        aria-describedby={hintId}
        checked={checked}
        disabled={save.isPending}
        onCheckedChange={(next) =>
          save.mutate(next, {
            onSuccess: ({ showNameInFeed: saved }) =>
              toast({
                title: 'Privacy Updated',
                description: saved ? 'The live wins feed shows your name.' : "The live wins feed shows you as 'A player'.",
                variant: 'success',
              }),
            onError: (error) =>
              toast({
                title: 'Update Failed',
                description: userFacingMessage(error, 'Failed to update your privacy setting. Please try again.'),
                variant: 'destructive',
              }),
          })
        }
      />
    </div>
  );
}
