import { useId } from 'react';
import { RotateCcw } from 'lucide-react';
import { formatFowls, formatSignedFowls } from '../../core/money';
import { sparkline, type SessionStats } from '../lib/session-stats';
import { cn } from '../lib/cn';
import { Button } from './ui/button';
import { Card, CardContent, CardHeader, CardTitle } from './ui/card';

const WIDTH = 240;
const HEIGHT = 48;

function ProfitSparkline({ trail, profit }: { trail: number[]; profit: number }) {
  const { path, zeroY } = sparkline(trail, WIDTH, HEIGHT);
  return (
    <svg
      viewBox={`-2 -2 ${WIDTH + 4} ${HEIGHT + 4}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={
        trail.length === 0 ? 'Profit chart: no rounds yet' : `Profit chart over the last ${trail.length} rounds, now ${formatSignedFowls(profit)} fowls`
      }
      className="h-12 w-full"
    >
      <line x1={0} x2={WIDTH} y1={zeroY} y2={zeroY} className="stroke-line-strong" strokeDasharray="4 4" vectorEffect="non-scaling-stroke" />
      <path
        d={path}
        fill="none"
        strokeWidth={2}
        strokeLinejoin="round"
        vectorEffect="non-scaling-stroke"
        className={profit >= 0 ? 'stroke-success-text' : 'stroke-danger-text'}
      />
    </svg>
  );
}

/**
 * This sitting's stats for one game: what was staked, the profit, wins and losses and a
 * small chart of the profit, with a reset. Fed only with rounds the server settled.
 */
export function SessionStatsCard({ stats, onReset }: { stats: SessionStats; onReset: () => void }) {
  const titleId = useId();
  const items = [
    { label: 'Wagered', value: formatFowls(stats.wagered), tone: '' },
    { label: 'Profit', value: formatSignedFowls(stats.profit), tone: stats.profit > 0 ? 'text-success-text' : stats.profit < 0 ? 'text-danger-text' : '' },
    { label: 'Wins', value: formatFowls(stats.wins), tone: '' },
    { label: 'Losses', value: formatFowls(stats.losses), tone: '' },
  ];
  return (
    <Card role="region" aria-labelledby={titleId} data-session-stats>
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle id={titleId}>Session stats</CardTitle>
        <Button variant="ghost" size="sm" onClick={onReset} aria-label="Reset session stats">
          <RotateCcw aria-hidden="true" className="size-4" />
          Reset
        </Button>
      </CardHeader>
      <CardContent className="grid gap-3">
        <dl className="grid grid-cols-2 gap-2">
          {items.map(({ label, value, tone }) => (
            <div key={label} className="rounded-md border border-line bg-surface-2 px-3 py-1.5">
              <dt className="text-xs text-fg-subtle">{label}</dt>
              <dd className={cn('font-semibold tabular-nums', tone)} data-stat={label.toLowerCase()}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <ProfitSparkline trail={stats.trail} profit={stats.profit} />
      </CardContent>
    </Card>
  );
}
