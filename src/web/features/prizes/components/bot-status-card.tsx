import type { BotStatus } from '../../../../core/contracts/prizes';
import { Badge } from '../../../components/ui/badge';

function Flag({ label, on }: { label: string; on: boolean }) {
  return (
    <div className="flex items-center justify-between gap-2 rounded-md border border-line bg-canvas/60 px-3 py-2 text-sm">
      <span className="text-fg-muted">{label}</span>
      <Badge variant={on ? 'success' : 'destructive'}>{on ? 'Yes' : 'No'}</Badge>
    </div>
  );
}

/** The bot's state (spec part 2 §2): enabled, initialized, ready, its account, and the sandbox badge. */
export function BotStatusCard({ status }: { status: BotStatus }) {
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-fg-muted">Bot account:</span>
        <span className="font-semibold">{status.username ?? 'Not signed in'}</span>
        {status.sandbox ? <Badge variant="warning">Sandbox</Badge> : null}
      </div>
      <div className="grid gap-2 sm:grid-cols-3">
        <Flag label="Enabled" on={status.enabled} />
        <Flag label="Initialized" on={status.initialized} />
        <Flag label="Ready" on={status.ready} />
      </div>
      {status.lastError ? (
        <p role="alert" className="text-sm text-danger-text">
          {status.lastError}
        </p>
      ) : null}
    </div>
  );
}
