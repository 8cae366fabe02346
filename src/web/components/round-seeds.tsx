import { cn } from '../lib/cn';

export interface RoundSeedsProps {
  fairness: { serverSeedHash: string; clientSeed: string; nonce: number };
  /**
   * Given to show the server seed's line: the seed once its pair has been rotated, null
   * while it is still secret. Left out where a round is shown as it is played.
   */
  serverSeed?: string | null;
  /** What stands in for a server seed that is still secret. */
  hiddenSeedText?: string;
  className?: string;
}

/** The seeds a round was played with, as every screen that shows a round's fairness lists them. */
export function RoundSeeds({ fairness, serverSeed, hiddenSeedText = 'Revealed when the seeds are rotated', className }: RoundSeedsProps) {
  return (
    <dl className={cn('grid gap-1 text-left text-xs text-fg-muted sm:grid-cols-[auto_1fr] sm:gap-x-3', className)}>
      {serverSeed !== undefined ? (
        <>
          <dt>Server seed</dt>
          <dd className={serverSeed ? 'font-mono break-all text-fg' : 'text-fg-subtle'}>{serverSeed ?? hiddenSeedText}</dd>
        </>
      ) : null}
      <dt>Server seed hash</dt>
      <dd className="font-mono break-all text-fg">{fairness.serverSeedHash}</dd>
      <dt>Client seed</dt>
      <dd className="font-mono break-all text-fg">{fairness.clientSeed}</dd>
      <dt>Nonce</dt>
      <dd className="font-mono text-fg">{fairness.nonce}</dd>
    </dl>
  );
}
