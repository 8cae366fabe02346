import { useId, useState } from 'react';
import { ChevronLeft, ChevronRight, ScrollText } from 'lucide-react';
import { logTypes, type LogEntry, type LogType } from '../../../../core/contracts/admin-logs';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLogs } from '../api/get-logs';

const typeNames: Record<LogType, string> = {
  admin: 'Admin',
  user: 'Users',
  raffle: 'Raffles',
  trade: 'Trades',
  payment: 'Payments',
  feedback: 'Feedback',
  maintenance: 'Maintenance',
  game: 'Games',
};

/** A compact "field: before → after" line from the audit values, when both are objects. */
function changeText(entry: LogEntry): string | null {
  const before = entry.before && typeof entry.before === 'object' ? (entry.before as Record<string, unknown>) : {};
  const after = entry.after && typeof entry.after === 'object' ? (entry.after as Record<string, unknown>) : {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (keys.length === 0) return null;
  const show = (v: unknown) => (v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));
  return keys
    .slice(0, 6)
    .map((k) => (k in before && k in after ? `${k}: ${show(before[k])} → ${show(after[k])}` : `${k}: ${show(k in after ? after[k] : before[k])}`))
    .join(' · ');
}

/** The portal's System Logs: the audit log and notable server events, newest first. */
export function SystemLogs() {
  const [type, setType] = useState<LogType | ''>('');
  const [page, setPage] = useState(1);
  const selectId = useId();
  const logs = useLogs(type, page);
  const pages = logs.data ? Math.max(1, Math.ceil(logs.data.total / logs.data.pageSize)) : 1;

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ScrollText aria-hidden="true" className="size-5 text-accent-text" />
          System Logs
        </CardTitle>
        <CardDescription>Admin actions and notable events, newest first.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <Label htmlFor={selectId}>Type</Label>
          <select
            id={selectId}
            value={type}
            onChange={(e) => {
              setType(e.target.value as LogType | '');
              setPage(1);
            }}
            className="h-9 rounded-md border border-line-strong bg-canvas px-2 text-sm text-fg"
          >
            <option value="">All</option>
            {logTypes.map((t) => (
              <option key={t} value={t}>
                {typeNames[t]}
              </option>
            ))}
          </select>
        </div>
        {logs.isPending ? (
          <Skeleton className="h-40 w-full" aria-label="Loading logs" />
        ) : logs.isError ? (
          <p role="alert" className="text-sm text-danger-text">
            Could not load the logs.
          </p>
        ) : logs.data.logs.length === 0 ? (
          <p className="text-sm text-fg-muted">No log entries.</p>
        ) : (
          <ol className="grid max-h-[32rem] gap-2 overflow-y-auto pr-1" aria-label="Log entries" tabIndex={0}>
            {logs.data.logs.map((entry) => {
              const change = changeText(entry);
              return (
                <li key={entry.id} className="grid gap-1 rounded-lg border border-line bg-canvas/60 p-3 text-sm">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge variant={entry.source === 'audit' ? 'accent' : 'outline'} className="font-mono">
                      {entry.action}
                    </Badge>
                    {entry.actor && <span className="text-fg">{entry.actor.username ?? entry.actor.id}</span>}
                    <time dateTime={entry.createdAt} className="ml-auto text-xs text-fg-subtle">
                      {new Date(entry.createdAt).toLocaleString()}
                    </time>
                  </div>
                  {entry.summary && <p className="break-words text-fg-muted">{entry.summary}</p>}
                  {change && <p className="font-mono text-xs break-words text-fg-muted">{change}</p>}
                  {entry.targetType && entry.targetId && !entry.summary && (
                    <p className="truncate font-mono text-xs text-fg-subtle">
                      {entry.targetType} {entry.targetId}
                    </p>
                  )}
                </li>
              );
            })}
          </ol>
        )}
        <nav aria-label="Log pages" className="flex items-center justify-between gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => Math.max(1, p - 1))}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            Newer
          </Button>
          <span className="text-sm text-fg-muted" aria-live="polite">
            Page {page} of {pages}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            Older
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </nav>
      </CardContent>
    </Card>
  );
}
