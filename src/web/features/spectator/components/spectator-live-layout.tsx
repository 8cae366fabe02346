import { useRef, type ReactNode } from 'react';
import { Maximize, Minimize } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useFullscreen } from '../hooks/use-fullscreen';

const clockFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/**
 * The live view a streamer puts on screen: the featured raffle on a stage, and beside
 * it what comes next and who won lately. On wide screens it uses the full width of the
 * window, and it can go full screen on its own, without the site around it.
 */
export function SpectatorLiveLayout({ stage, upNext, winners, now }: { stage: ReactNode; upNext: ReactNode; winners: ReactNode; now: number }) {
  useDocumentTitle('Spectator');
  const root = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(root);

  return (
    <div
      ref={root}
      data-testid="spectator-live"
      className="grid gap-4 lg:relative lg:left-1/2 lg:w-[min(calc(100vw-3rem),120rem)] lg:-translate-x-1/2 2xl:gap-6 [&:fullscreen]:content-start [&:fullscreen]:overflow-y-auto [&:fullscreen]:bg-canvas [&:fullscreen]:p-6 2xl:[&:fullscreen]:p-10"
    >
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="inline-flex items-center gap-2 rounded-full border border-danger/60 bg-danger/15 px-3 py-1 text-sm font-bold tracking-widest text-danger-text uppercase 2xl:text-lg">
            <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-danger-text motion-reduce:animate-none" />
            Live
          </span>
          <h1 className="text-2xl font-bold tracking-tight xl:text-3xl 2xl:text-5xl">Fowls Live Raffles</h1>
        </div>
        <div className="flex items-center gap-3">
          <time className="text-lg text-fg-muted tabular-nums 2xl:text-2xl" dateTime={new Date(now).toISOString()}>
            {clockFormat.format(now)}
          </time>
          {fullscreen.supported ? (
            <Button variant="outline" onClick={fullscreen.toggle}>
              {fullscreen.active ? <Minimize aria-hidden="true" className="size-4" /> : <Maximize aria-hidden="true" className="size-4" />}
              {fullscreen.active ? 'Exit Full Screen' : 'Full Screen'}
            </Button>
          ) : null}
        </div>
      </header>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(18rem,24rem)] 2xl:grid-cols-[minmax(0,1fr)_30rem] 2xl:gap-6">
        <div className="min-w-0">{stage}</div>
        <div className="grid min-w-0 content-start gap-4 2xl:gap-6">
          {upNext}
          {winners}
        </div>
      </div>
    </div>
  );
}
