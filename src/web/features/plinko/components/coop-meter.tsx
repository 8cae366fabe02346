import { Skeleton } from '../../../components/ui/skeleton';
import { useCoopState } from '../api/get-coop-state';

/**
 * The coop meter beside the board: a bar that fills from the bottom as the room drops
 * (across the board on phones, where it sits under it). The room's pushes keep the
 * query's answer current.
 */
export function CoopMeter() {
  const state = useCoopState();
  const meter = state.data?.meter;
  if (state.isPending) return <Skeleton className="h-10 w-full sm:h-auto sm:w-16" />;
  if (state.isError || !meter) return <p className="text-sm text-fg-muted sm:w-24">The coop meter could not be loaded.</p>;
  const percent = Math.min(100, (meter.progress / meter.target) * 100);
  return (
    <div className="flex items-center gap-3 sm:w-16 sm:flex-col sm:gap-2 sm:text-center" data-coop-fill={meter.fill}>
      <span id="coop-meter-label" className="text-sm font-medium sm:text-xs">
        Coop meter <span className="whitespace-nowrap">· fill #{meter.fill}</span>
      </span>
      <div
        role="progressbar"
        aria-labelledby="coop-meter-label"
        aria-valuemin={0}
        aria-valuemax={meter.target}
        aria-valuenow={meter.progress}
        aria-valuetext={`${meter.progress} of ${meter.target} drops`}
        className="relative h-2.5 min-w-0 flex-1 overflow-hidden rounded-full bg-surface-3 sm:h-auto sm:min-h-24 sm:w-3.5"
      >
        <div
          className="absolute inset-y-0 left-0 w-[var(--fill)] bg-gradient-to-r from-amber-600 to-accent transition-[width,height] duration-500 sm:inset-x-0 sm:top-auto sm:h-[var(--fill)] sm:w-full sm:bg-gradient-to-t"
          style={{ '--fill': `${percent}%` } as React.CSSProperties}
        />
      </div>
      <span className="text-xs text-fg-muted tabular-nums" data-testid="coop-meter">
        {meter.progress} / {meter.target} drops
      </span>
    </div>
  );
}
