import { Ban, Check, Trash2, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { SiteChatMessage } from '../../../../core/contracts/chat';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { userFacingMessage } from '../../../lib/api-client';
import {
  useAddBlockedWord,
  useBlockedWords,
  useChatReports,
  useDeleteMessage,
  useDismissReports,
  useMutePlayer,
  useRemoveBlockedWord,
  useSetSlowMode,
} from '../api/moderation';

const MUTE_LENGTHS = [
  { minutes: 10, label: '10 minutes' },
  { minutes: 60, label: '1 hour' },
  { minutes: 24 * 60, label: '24 hours' },
  { minutes: 7 * 24 * 60, label: '7 days' },
  { minutes: 30 * 24 * 60, label: '30 days' },
];
const SLOW_MODES = [0, 5, 10, 30, 60, 300];
const selectClass = 'h-10 rounded-md border border-line-strong bg-canvas px-3 text-sm text-fg';

const failed = (title: string) => (error: unknown) => toast({ title, description: userFacingMessage(error, 'Please try again.'), variant: 'destructive' });

function MuteForm({ message, onDone }: { message: SiteChatMessage; onDone: () => void }) {
  const mute = useMutePlayer();
  const [minutes, setMinutes] = useState(60);
  const [reason, setReason] = useState('');
  const lengthId = useId();
  const reasonId = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    mute.mutate(
      { userId: message.user.id, minutes, reason },
      {
        onSuccess: () => {
          toast({ title: 'Player muted', description: `${message.user.username} cannot write until the mute ends.` });
          onDone();
        },
        onError: failed('Could not mute'),
      },
    );
  }
  return (
    <form onSubmit={submit} className="grid gap-2 rounded-md border border-line bg-surface-2 p-3 sm:grid-cols-[auto_1fr_auto] sm:items-end">
      <div className="grid gap-1">
        <Label htmlFor={lengthId}>Mute for</Label>
        <select id={lengthId} value={minutes} onChange={(e) => setMinutes(Number(e.target.value))} className={selectClass}>
          {MUTE_LENGTHS.map((l) => (
            <option key={l.minutes} value={l.minutes}>
              {l.label}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={reasonId}>Reason the player sees</Label>
        <Input id={reasonId} value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
      </div>
      <Button type="submit" variant="destructive" disabled={mute.isPending || reason.trim() === ''}>
        Mute
      </Button>
    </form>
  );
}

function Reports() {
  const reports = useChatReports();
  const remove = useDeleteMessage();
  const dismiss = useDismissReports();
  const [muting, setMuting] = useState<string | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Reported messages</CardTitle>
        <CardDescription>Most reported first. Deleting removes the message for everyone at once; every act is in the audit log.</CardDescription>
      </CardHeader>
      <CardContent>
        {reports.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : reports.isError ? (
          <p className="text-sm text-danger-text">{userFacingMessage(reports.error, 'Reports could not be loaded.')}</p>
        ) : reports.data.reports.length === 0 ? (
          <p className="text-sm text-fg-muted">No open reports.</p>
        ) : (
          <ul className="grid gap-3">
            {reports.data.reports.map(({ message, reports: count }) => (
              <li key={message.id} className="grid gap-2 rounded-lg border border-line p-3" data-report={message.id}>
                <div className="flex flex-wrap items-center gap-2 text-xs text-fg-muted">
                  <span className="font-semibold text-fg">{message.user.username}</span>
                  <span>
                    {count} report{count === 1 ? '' : 's'}
                  </span>
                  {message.deleted ? <span className="text-danger-text">deleted</span> : null}
                </div>
                <p className="text-sm break-words [overflow-wrap:anywhere]">{message.message}</p>
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="destructive"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(message.id, { onError: failed('Could not delete') })}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    Delete message
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setMuting(muting === message.id ? null : message.id)}
                    aria-expanded={muting === message.id}
                  >
                    <Ban aria-hidden="true" className="size-4" />
                    Mute {message.user.username}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={dismiss.isPending}
                    onClick={() => dismiss.mutate(message.id, { onError: failed('Could not dismiss') })}
                  >
                    <Check aria-hidden="true" className="size-4" />
                    Dismiss
                  </Button>
                </div>
                {muting === message.id ? <MuteForm message={message} onDone={() => setMuting(null)} /> : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function SlowMode() {
  const setSlow = useSetSlowMode();
  const [seconds, setSeconds] = useState(0);
  const id = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Slow mode</CardTitle>
        <CardDescription>How long each player waits between two messages in the global room. Admins are never slowed.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <Label htmlFor={id}>Global room</Label>
          <select id={id} value={seconds} onChange={(e) => setSeconds(Number(e.target.value))} className={selectClass}>
            {SLOW_MODES.map((s) => (
              <option key={s} value={s}>
                {s === 0 ? 'Off' : `${s} seconds`}
              </option>
            ))}
          </select>
        </div>
        <Button
          disabled={setSlow.isPending}
          onClick={() =>
            setSlow.mutate(
              { room: 'global', seconds },
              {
                onSuccess: () => toast({ title: 'Slow mode saved', description: seconds === 0 ? 'Slow mode is off.' : `One message every ${seconds} s.` }),
                onError: failed('Could not save'),
              },
            )
          }
        >
          Save
        </Button>
      </CardContent>
    </Card>
  );
}

function BlockedWords() {
  const words = useBlockedWords();
  const add = useAddBlockedWord();
  const removeWord = useRemoveBlockedWord();
  const [word, setWord] = useState('');
  const id = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    add.mutate(word, { onSuccess: () => setWord(''), onError: failed('Could not block') });
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Blocked words</CardTitle>
        <CardDescription>A message containing one of these, as a whole word or phrase in any case, is refused.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <form onSubmit={submit} className="flex gap-2">
          <Label htmlFor={id} className="sr-only">
            Word or phrase to block
          </Label>
          <Input id={id} value={word} maxLength={64} placeholder="Word or phrase" onChange={(e) => setWord(e.target.value)} />
          <Button type="submit" disabled={add.isPending || word.trim() === ''}>
            Block
          </Button>
        </form>
        {words.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : words.isError ? (
          <p className="text-sm text-danger-text">{userFacingMessage(words.error, 'Blocked words could not be loaded.')}</p>
        ) : words.data.words.length === 0 ? (
          <p className="text-sm text-fg-muted">No blocked words.</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {words.data.words.map((w) => (
              <li key={w.id} className="flex items-center gap-1 rounded-full border border-line bg-surface-2 py-0.5 pr-1 pl-3 text-sm">
                {w.word}
                <button
                  type="button"
                  className="rounded-full p-1 text-fg-muted hover:text-danger-text"
                  aria-label={`Unblock ${w.word}`}
                  onClick={() => removeWord.mutate(w.id, { onError: failed('Could not unblock') })}
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** The admin portal's chat section: reports, slow mode and blocked words (decision 0072). */
export function ChatModeration() {
  return (
    <div className="grid gap-4">
      <Reports />
      <div className="grid gap-4 lg:grid-cols-2">
        <SlowMode />
        <BlockedWords />
      </div>
    </div>
  );
}
