import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Lock, MessageSquare, Send } from 'lucide-react';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../../core/contracts/raffles';
import { truncateName } from '../../../../core/raffles';
import { PlayerLink } from '../../../components/player-link';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { playSound } from '../../../lib/sounds';
import { useRaffleChat } from '../api/get-raffle-chat';
import { useSendChatMessage } from '../api/send-chat-message';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

function ChatLocked() {
  return (
    <div className="grid justify-items-center gap-2 rounded-lg border border-dashed border-line-strong px-4 py-8 text-center">
      <Lock aria-hidden="true" className="size-6 text-fg-muted" />
      <h3 className="font-semibold">Chat Locked</h3>
      <p className="text-sm text-fg-muted">Only raffle participants can view and send messages</p>
    </div>
  );
}

/** The raffle room's chat (spec part 2 §5): participants and admins only, 128 characters, newest at the bottom. */
export function RaffleChat({ raffleId, userId, canChat }: { raffleId: string; userId: string | null; canChat: boolean }) {
  const inputId = useId();
  const counterId = useId();
  const [text, setText] = useState('');
  const chat = useRaffleChat(raffleId, canChat);
  const send = useSendChatMessage();
  const list = useRef<HTMLOListElement>(null);
  const count = chat.data?.length ?? 0;

  // Keep the newest message in view as messages arrive.
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [count]);

  const onChange = (value: string) => {
    if (value.length > CHAT_MESSAGE_MAX_LENGTH) {
      toast({ title: 'Message Too Long', description: `Messages can be up to ${CHAT_MESSAGE_MAX_LENGTH} characters long`, variant: 'destructive' });
      setText(value.slice(0, CHAT_MESSAGE_MAX_LENGTH));
      return;
    }
    setText(value);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message || !userId || send.isPending) return;
    send.mutate(
      { raffleId, userId, message },
      {
        onSuccess: () => {
          setText('');
          playSound('click', 0.3);
        },
        onError: () => toast({ title: 'Error', description: 'Failed to send message', variant: 'destructive' }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MessageSquare aria-hidden="true" className="size-5 text-accent-text" />
          Raffle Chat
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {!canChat ? (
          <ChatLocked />
        ) : (
          <>
            {chat.isError ? (
              <p role="alert" className="text-sm text-danger-text">
                Failed to fetch chat data
              </p>
            ) : null}
            <ol
              ref={list}
              tabIndex={0}
              aria-label="Chat messages"
              aria-live="polite"
              className="grid max-h-80 min-h-32 content-start gap-3 overflow-y-auto rounded-lg border border-line bg-canvas p-3"
            >
              {count === 0 ? <li className="text-sm text-fg-muted">No messages yet. Say hello!</li> : null}
              {chat.data?.map((m) => (
                <li key={m.id} className="flex gap-2.5">
                  <Avatar src={m.user.avatar} name={m.user.username} className="size-7" />
                  <div className="grid min-w-0 gap-0.5">
                    <span className="flex flex-wrap items-center gap-1.5 text-xs">
                      <PlayerLink id={m.user.id} className="font-semibold text-fg">
                        <span title={m.user.username}>{truncateName(m.user.username)}</span>
                      </PlayerLink>
                      {m.user.isAdmin ? (
                        <Badge variant="destructive" className="px-1.5 py-0 text-[10px]">
                          ADMIN
                        </Badge>
                      ) : null}
                      <time dateTime={m.createdAt} className="text-fg-muted">
                        {timeFormat.format(new Date(m.createdAt))}
                      </time>
                    </span>
                    {/* anywhere, not break-word: only it lets a word with no spaces shrink the bubble, so 128 characters in one word wrap inside it. */}
                    <p className="text-sm wrap-anywhere text-fg">{m.message}</p>
                  </div>
                </li>
              ))}
            </ol>
            <form onSubmit={onSubmit} className="grid gap-1.5">
              <Label htmlFor={inputId} className="sr-only">
                Message
              </Label>
              <div className="flex gap-2">
                <Input
                  id={inputId}
                  value={text}
                  onChange={(e) => onChange(e.target.value)}
                  placeholder="Type a message…"
                  autoComplete="off"
                  aria-describedby={counterId}
                />
                <Button type="submit" size="icon" aria-label="Send message" disabled={!text.trim()} loading={send.isPending}>
                  {send.isPending ? null : <Send aria-hidden="true" className="size-4" />}
                </Button>
              </div>
              <p id={counterId} className="text-right text-xs text-fg-muted tabular-nums">
                {text.length}/{CHAT_MESSAGE_MAX_LENGTH}
              </p>
            </form>
          </>
        )}
      </CardContent>
    </Card>
  );
}
