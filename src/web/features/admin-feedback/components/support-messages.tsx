import { Inbox, Mail } from 'lucide-react';
import { SUPPORT_TEXT } from '../../../../core/contracts/support';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSupportMessages } from '../api/get-support-messages';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Messages from the public contact form (decision 0034): answered by email, so each has a reply link. */
export function SupportMessages() {
  const messages = useSupportMessages();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Inbox aria-hidden="true" className="size-5 text-accent-text" />
          Support Messages
        </CardTitle>
        <CardDescription>From the contact form, which works signed out and for banned players. Newest first; answer by email.</CardDescription>
      </CardHeader>
      <CardContent>
        {messages.isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : messages.isError ? (
          <p role="alert" className="text-sm text-danger-text">
            Could not load the support messages.
          </p>
        ) : messages.data.length === 0 ? (
          <p className="py-6 text-center text-sm text-fg-muted">{SUPPORT_TEXT.adminEmpty}</p>
        ) : (
          <ul className="grid gap-3" aria-label="Support messages">
            {messages.data.map((item) => (
              <li key={item.id} className="grid gap-2 rounded-lg border border-line bg-canvas/60 p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <div className="grid min-w-0 flex-1 basis-48">
                    <span className="font-semibold break-all">{item.email}</span>
                    <span className="text-xs text-fg-muted">
                      {item.user ? `${item.user.username} · ${item.user.steamId}` : 'Not signed in'} · {when(item.createdAt)}
                    </span>
                  </div>
                  {item.user?.isBanned ? <Badge variant="destructive">Banned</Badge> : null}
                  <a
                    href={`mailto:${item.email}?subject=${encodeURIComponent('Your message to Fowls support')}`}
                    className={buttonClass('outline', 'sm', 'ml-auto')}
                  >
                    <Mail aria-hidden="true" className="size-4" />
                    Reply<span className="sr-only"> to {item.email}</span>
                  </a>
                </div>
                <p className="text-sm break-words whitespace-pre-wrap">{item.message}</p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
