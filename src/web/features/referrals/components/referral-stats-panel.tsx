import type { ReferralStats } from '../../../../core/contracts/referrals';
import { formatFowls } from '../../../../core/money';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg border border-line bg-canvas/50 px-3 py-2 text-center">
      <dd className="text-lg font-bold tabular-nums text-fg">{formatFowls(value)}</dd>
      <dt className="text-xs text-fg-muted">{label}</dt>
    </div>
  );
}

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** Totals, then each referral as 'Upgraded' (rewarded) or 'Pending'. */
export function ReferralStatsPanel({ data }: { data: ReferralStats }) {
  const { stats, referrals } = data;
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-3 gap-2">
        <Stat label="Referred" value={stats.totalReferred} />
        <Stat label="Upgraded" value={stats.totalRewarded} />
        <Stat label="Fowls Earned" value={stats.totalEarned} />
      </dl>
      {referrals.length === 0 ? (
        <p className="text-center text-sm text-fg-muted">No referrals yet. Share your code to get started.</p>
      ) : (
        <ul className="grid max-h-64 gap-2 overflow-y-auto" aria-label="Your referrals">
          {referrals.map((r) => (
            <li key={r.id} className="flex items-center gap-3 rounded-lg border border-line bg-canvas/50 px-3 py-2">
              <Avatar src={r.referred.avatar} name={r.referred.username} className="size-8" />
              <span className="grid min-w-0 flex-1">
                <span className="truncate text-sm font-medium text-fg">{r.referred.username}</span>
                <span className="text-xs text-fg-muted">{dateOf(r.createdAt)}</span>
              </span>
              {r.status === 'rewarded' ? <Badge variant="success">Upgraded · +{formatFowls(r.rewardAmount)}</Badge> : <Badge variant="outline">Pending</Badge>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
