import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Gift } from 'lucide-react';
import type { CaseStatus } from '../../../../core/contracts/fowl-case';
import { formatCountdown } from '../../../../core/raffles';
import { useNow } from '../../../hooks/use-now';
import { pauseEndText } from '../../../lib/play-refusal';
import { StatCard } from './stat-card';

const linkClass = 'font-medium text-accent-text underline-offset-2 hover:underline';

/** 'Available Now', or the countdown to the next case; the server's next poll flips it. */
export function NextCaseCard({ status, failed }: { status: CaseStatus | undefined; failed: boolean }) {
  const next = status?.nextOpeningTime ? Date.parse(status.nextOpeningTime) : null;
  const now = useNow(1000, next !== null && !status?.canOpen && !status?.pause);

  let value: string | null = null;
  let caption: ReactNode = null;
  if (failed) {
    value = '—';
    caption = 'Could not load the case status';
  } else if (status?.pause) {
    // The player's break shuts the case until it ends (decision 0033).
    value = 'Play paused';
    caption = (
      <>
        {pauseEndText(status.pause)}.{' '}
        <Link href="/play-limits" className={linkClass}>
          Play limits
        </Link>
      </>
    );
  } else if (status?.canOpen) {
    value = 'Available Now';
    caption = (
      <Link href="/fowl-case" className={linkClass}>
        Open your Fowl Case
      </Link>
    );
  } else if (status && next !== null) {
    // Never show zero or "Ended": until the server says the case is open, a second is left.
    value = formatCountdown(Math.max(next - now, 1000));
    caption = 'Until your next Fowl Case';
  } else if (status) {
    value = 'Premium only';
    caption = (
      <>
        Free case used.{' '}
        <Link href="/subscriptions" className={linkClass}>
          Upgrade
        </Link>{' '}
        for one every 4 hours.
      </>
    );
  }

  return (
    <StatCard
      title="Next Fowl Case"
      icon={Gift}
      value={value === null ? null : <span role={status && next !== null && !status.canOpen && !status.pause ? 'timer' : undefined}>{value}</span>}
      caption={caption}
      tone="bg-accent/10 text-accent-text"
    />
  );
}
