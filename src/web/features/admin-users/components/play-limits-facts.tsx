import { PauseCircle } from 'lucide-react';
import { useUserPlayLimits } from '../api/get-user-play-limits';

const limitText = (n: number | null) => (n === null ? 'none' : `${n.toLocaleString('en-US')} fowls`);

/**
 * The player's own limits and any break they took (decision 0033). Shown, never editable:
 * a break the player chose is theirs, and no admin can lift it.
 */
export function PlayLimitsFacts({ userId }: { userId: string }) {
  const { data, isError } = useUserPlayLimits(userId);
  if (isError) return <p className="text-sm text-danger-text">Play limits could not be loaded.</p>;
  if (!data) return null;
  return (
    <div className="grid gap-2 border-t border-line pt-4 text-sm" aria-label="Play limits" role="group">
      <p className="font-semibold text-fg">Play limits (set by the player)</p>
      <p className="text-fg-muted">
        Daily {limitText(data.limits.daily)} · Weekly {limitText(data.limits.weekly)} · Monthly {limitText(data.limits.monthly)}
      </p>
      {data.pause ? (
        <p className="flex items-start gap-2 text-accent-text">
          <PauseCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {data.pause.kind === 'cool_off' ? 'Cool-off' : 'Self-exclusion'}: {data.pause.message} It cannot be lifted by an admin.
        </p>
      ) : (
        <p className="text-fg-muted">No cool-off or self-exclusion.</p>
      )}
    </div>
  );
}
