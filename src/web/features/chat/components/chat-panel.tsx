import { useMutation } from '@tanstack/react-query';
import { Flag, MessageSquare, Send, Trash2, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../../core/contracts/raffles';
import type { ChatRoom, SiteChatMessage } from '../../../../core/contracts/chat';
import { PlayerLink } from '../../../components/player-link';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClass } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { userFacingMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth';
import { deleteChatMessage } from '../../../lib/chat-moderation';
import { useChatRoom, useChatStanding, useReportMessage, useSendChat } from '../api/chat';
import { setChatOpen } from '../hooks/chat-open';
import { useLiveChat } from '../hooks/use-live-chat';
import { MessageText } from './message-text';

const ROOM: ChatRoom = 'global';
const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

function Message({ message, reader }: { message: SiteChatMessage; reader: { id: string; username: string; isAdmin: boolean } | null }) {
  const report = useReportMessage();
  const remove = useMutation({ mutationFn: deleteChatMessage });
  const readerId = reader?.id ?? null;
  const canReport = readerId !== null && readerId !== message.user.id;
  return (
    <li className="group flex gap-2.5" data-chat-message={message.id}>
      <Avatar src={message.user.avatar} name={message.user.username} className="size-7 shrink-0" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <span className="flex flex-wrap items-center gap-1.5 text-xs">
          <PlayerLink id={message.user.id} className="max-w-40 truncate font-semibold text-fg">
            {message.user.username}
          </PlayerLink>
          {message.user.isAdmin ? (
            <Badge variant="destructive" className="px-1.5 py-0 text-[10px]">
              ADMIN
            </Badge>
          ) : (
            <span className="text-fg-subtle">{message.user.level}</span>
          )}
          <time dateTime={message.createdAt} className="text-fg-muted">
            {timeFormat.format(new Date(message.createdAt))}
          </time>
          {canReport ? (
            <button
              type="button"
              className="ml-auto rounded p-0.5 text-fg-subtle opacity-60 group-hover:opacity-100 hover:text-danger-text focus-visible:opacity-100"
              aria-label={`Report the message from ${message.user.username}`}
              disabled={report.isPending || report.isSuccess}
              onClick={() =>
                report.mutate(message.id, {
                  onSuccess: () => toast({ title: 'Reported', description: 'Thanks: a moderator will look at this message.' }),
                  onError: (error) => toast({ title: 'Could not report', description: userFacingMessage(error, 'Please try again.'), variant: 'destructive' }),
                })
              }
            >
              <Flag aria-hidden="true" className="size-3.5" />
            </button>
          ) : null}
          {reader?.isAdmin ? (
            <button
              type="button"
              className="rounded p-0.5 text-fg-subtle hover:text-danger-text"
              aria-label={`Delete the message from ${message.user.username} for everyone`}
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(message.id, {
                  onError: (error) => toast({ title: 'Could not delete', description: userFacingMessage(error, 'Please try again.'), variant: 'destructive' }),
                })
              }
            >
              <Trash2 aria-hidden="true" className="size-3.5" />
            </button>
          ) : null}
        </span>
        <MessageText message={message.message} readerName={reader?.username ?? null} />
      </div>
    </li>
  );
}

function Composer({ slowModeSeconds }: { slowModeSeconds: number }) {
  const { data: user } = useCurrentUser();
  const standing = useChatStanding(user !== undefined);
  const send = useSendChat(ROOM);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  if (user === undefined || standing.isPending) return <Skeleton className="h-10 w-full" />;
  if (!standing.data?.canWrite) {
    return (
      <p className="rounded-md border border-line bg-surface-2 p-3 text-sm text-fg-muted" data-chat-standing>
        {standing.data?.reason ?? 'Chat is read-only for you now.'}
        {user === null ? (
          <>
            {' '}
            <Link href="/login" className="font-semibold text-accent-text underline underline-offset-2">
              Sign in
            </Link>
          </>
        ) : null}
      </p>
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const message = text.trim();
    if (!message || send.isPending) return;
    setError(null);
    send.mutate(message, {
      onSuccess: () => setText(''),
      onError: (e) => setError(userFacingMessage(e, 'Your message was not sent. Please try again.')),
    });
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-1.5">
      <div className="flex gap-2">
        <Input
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder="Say something…"
          aria-label="Chat message"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <Button type="submit" size="md" disabled={send.isPending || text.trim() === ''} aria-label="Send message">
          <Send aria-hidden="true" className="size-4" />
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-xs text-danger-text">
          {error}
        </p>
      ) : slowModeSeconds > 0 ? (
        <p className="text-xs text-fg-muted">Slow mode: one message every {slowModeSeconds} s.</p>
      ) : null}
    </form>
  );
}

/**
 * The site chat: a side panel from the small breakpoint up, a full-screen sheet on phones
 * (opened from the menu, closed with its button or Escape, so it never sits over a game's
 * controls while closed).
 */
export function ChatPanel() {
  const room = useChatRoom(ROOM);
  useLiveChat(ROOM);
  const { data: user } = useCurrentUser();
  const list = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const count = room.data?.messages.length ?? 0;

  useEffect(() => closeButton.current?.focus({ preventScroll: true }), []);
  // New messages scroll the log to the end, unless the reader has scrolled up to read.
  useEffect(() => {
    const el = list.current;
    if (el && el.scrollHeight - el.scrollTop - el.clientHeight < 120) el.scrollTop = el.scrollHeight;
  }, [count]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setChatOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <aside
      aria-label="Chat"
      className="fixed inset-0 z-50 flex flex-col bg-canvas sm:inset-auto sm:top-16 sm:right-0 sm:bottom-0 sm:z-30 sm:w-80 sm:border-l sm:border-line"
    >
      <div className="flex items-center gap-2 border-b border-line px-4 py-3">
        <MessageSquare aria-hidden="true" className="size-4 text-accent-text" />
        <h2 className="font-semibold">Chat</h2>
        <span className="text-xs text-fg-muted">Global</span>
        <button ref={closeButton} type="button" onClick={() => setChatOpen(false)} className={buttonClass('ghost', 'sm', 'ml-auto')} aria-label="Close chat">
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      <div ref={list} role="log" aria-live="polite" aria-label="Chat messages" className="flex-1 overflow-y-auto px-4 py-3">
        <ol className="space-y-3">
          {room.isPending ? (
            <li>
              <Skeleton className="h-24 w-full" />
            </li>
          ) : room.isError ? (
            <li className="text-sm text-fg-muted">
              The chat could not be loaded.{' '}
              <button type="button" className="font-semibold text-accent-text underline" onClick={() => void room.refetch()}>
                Try again
              </button>
            </li>
          ) : count === 0 ? (
            <li className="text-sm text-fg-muted">No messages yet. Say hello!</li>
          ) : (
            room.data.messages.map((m) => <Message key={m.id} message={m} reader={user ?? null} />)
          )}
        </ol>
      </div>
      <div className="border-t border-line p-3">
        <Composer slowModeSeconds={room.data?.slowModeSeconds ?? 0} />
      </div>
    </aside>
  );
}
