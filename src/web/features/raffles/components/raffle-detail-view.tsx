import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { AlertTriangle, ArrowLeft, SearchX, Trophy } from 'lucide-react';
import type { Promotion, RaffleDetail } from '../../../../core/contracts/raffles';
import { formatFowls } from '../../../../core/money';
import { isAwaitingDraw, isRaffleOver } from '../../../../core/raffles';
import { buttonClass } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { PageHeader } from '../../../components/page-header';
import { isApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth';
import { useRaffle } from '../api/get-raffle';
import { useUserEntries } from '../api/get-user-entries';
import { useAdminToken } from '../../../hooks/use-admin-token';
import { useNow } from '../../../hooks/use-now';
import { useRaffleRoom } from '../hooks/use-raffle-room';
import { useRevealGate } from '../hooks/use-reveal-gate';
import { useReducedMotion } from '../../../hooks/use-reduced-motion';
import { DRAW_TIMINGS, useWinnerDraw, type DrawPhase } from '../hooks/use-winner-draw';
import { EntryForm } from './entry-form';
import { FairnessPanel } from './fairness-panel';
import { ParticipantsList } from './participants-list';
import { RaffleChat } from './raffle-chat';
import { RaffleSummary } from './raffle-summary';
import { WinnerDialog } from './winner-dialog';
import { WinnerMoment } from './winner-moment';
import { WinnerWheel } from './winner-wheel';
import { queryKeys } from '../../../lib/query-keys';

export function RaffleStateMessage({
  title,
  text,
  icon = 'alert',
  backLink = false,
}: {
  title: string;
  text?: string;
  icon?: 'alert' | 'missing' | 'loading';
  backLink?: boolean;
}) {
  return (
    <>
      <PageHeader title={title} className="sr-only" />
      <Card className="grid justify-items-center gap-3 px-6 py-14 text-center" role={icon === 'loading' ? 'status' : undefined}>
        {icon === 'loading' ? (
          <Spinner className="size-8 text-accent-text" />
        ) : icon === 'missing' ? (
          <SearchX aria-hidden="true" className="size-8 text-fg-muted" />
        ) : (
          <AlertTriangle aria-hidden="true" className="size-8 text-danger-text" />
        )}
        <h2 className="text-lg font-semibold">{title}</h2>
        {text ? <p className="max-w-md text-fg-muted">{text}</p> : null}
        {backLink ? (
          <Link href="/raffles" className={buttonClass('outline', 'md', 'mt-2')}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Raffles
          </Link>
        ) : null}
      </Card>
    </>
  );
}

/** A round this late is more than the relays' usual delay: the page says so rather than seem stuck. */
const ROUND_OVERDUE_NOTICE_MS = 10_000;

/**
 * A closed raffle waits for its beacon round however long the relays take (docs/decisions/0047);
 * once the round is overdue the page says when it was due and that the draw still waits for it.
 */
function awaitingText(raffle: RaffleDetail, now: number): string {
  if (!raffle.beacon) return 'Waiting for the draw…';
  const { round, roundTime } = raffle.beacon;
  if (now - Date.parse(roundTime) < ROUND_OVERDUE_NOTICE_MS) return `Entries closed. Waiting for beacon round ${round} to draw the winner…`;
  const due = new Date(roundTime).toLocaleTimeString(undefined, { timeStyle: 'medium' });
  return `Entries closed. Waiting for beacon round ${round}: it was due at ${due} and no relay has given it yet. The winner is drawn as soon as one does.`;
}

function wheelStatus(raffle: RaffleDetail, phase: DrawPhase, over: boolean, now: number): string {
  if (phase === 'revealing' || (phase === 'done' && raffle.winner)) return `Winner: ${raffle.winner?.username ?? ''}`;
  if (phase === 'spinning') return 'Spinning…';
  if (phase === 'scheduled' || phase === 'starting') return 'Drawing the winner…';
  if (phase === 'waiting' || isAwaitingDraw(raffle)) return awaitingText(raffle, now);
  if (raffle.status === 'ended' && !raffle.winner) return 'This raffle ended without entries.';
  if (over) return 'The raffle has ended. The winner is being drawn.';
  return 'The wheel spins when the raffle ends.';
}

export function RaffleDetailView({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const adminToken = useAdminToken();
  const query = useRaffle(id);
  const drawn = query.data;
  const now = useNow();
  const reducedMotion = useReducedMotion();
  const userEntries = useUserEntries(user && !user.isSpectator ? user.id : null);

  const onPromotion = (promotion: Promotion) => {
    toast({
      title: `Promoted to ${promotion.newRank}!`,
      description: `You reached ${promotion.newRank} and earned ${formatFowls(promotion.fowlsAwarded)} fowls.`,
      variant: 'success',
      duration: DRAW_TIMINGS.promotionToastMs,
    });
    void queryClient.invalidateQueries({ queryKey: queryKeys.accounts.currentUser });
  };
  const refetch = () => void query.refetch();
  const draw = useWinnerDraw({ raffle: drawn, now, reducedMotion, refetch, onPromotion });
  // Everything below the wheel reads the raffle as it was before the draw until the wheel stops.
  const raffle = useRevealGate({ raffle: drawn, draw, now, viewer: user && !user.isSpectator ? user : null });

  useRaffleRoom(id, {
    onEnding: () => draw.start(DRAW_TIMINGS.afterEndingEventMs),
    onEnded: (reason) => {
      refetch();
      if (reason === 'max_participants_reached') draw.start(DRAW_TIMINGS.afterFullEventMs);
    },
    onChatMessage: () => void queryClient.invalidateQueries({ queryKey: queryKeys.raffles.chat(id) }),
    onUpdated: refetch,
  });

  if (query.isPending) return <RaffleStateMessage title="Loading raffle..." icon="loading" />;
  if (query.isError || !raffle || !drawn) {
    return isApiError(query.error) && query.error.status === 404 ? (
      <RaffleStateMessage title="Raffle Not Found" text="This raffle does not exist or has been removed." icon="missing" backLink />
    ) : (
      <RaffleStateMessage title="Error Loading Raffle" text="We couldn't load this raffle. Please try again." backLink />
    );
  }

  const over = isRaffleOver(raffle, now);
  const viewerId = user?.id ?? null;
  const entered = viewerId !== null && raffle.entriesWithUsers.some((e) => e.userId === viewerId);
  // An admin who has not entered reads the room only from the portal (with its token): it is other players' conversation.
  const canChat = Boolean(user && (entered || (user.isAdmin && adminToken)));
  const reveal = draw.revealed;

  return (
    <>
      <PageHeader
        title={raffle.name}
        actions={
          <Link href="/raffles" className={buttonClass('ghost', 'sm')}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Raffles
          </Link>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <div className="grid min-w-0 content-start gap-6">
          <RaffleSummary raffle={raffle} now={now} />
          {!over ? <EntryForm raffle={raffle} user={user ?? null} userEntries={userEntries.data} /> : null}
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Trophy aria-hidden="true" className="size-5 text-accent-text" />
                Winner Wheel
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <WinnerWheel entries={drawn.entriesWithUsers} rotation={draw.rotation} spinMs={draw.spinMs} winnerId={drawn.winnerId} highlightWinner={reveal} />
              <p aria-live="polite" className="text-center font-semibold" data-testid="wheel-status">
                {wheelStatus(drawn, draw.phase, over, now)}
              </p>
              {reveal ? <WinnerMoment raffle={raffle} /> : null}
            </CardContent>
          </Card>
          <ParticipantsList raffle={raffle} viewerId={viewerId} />
        </div>
        <div className="grid min-w-0 content-start gap-6">
          <RaffleChat raffleId={raffle.id} userId={viewerId} canChat={canChat} />
          <FairnessPanel raffle={raffle} />
        </div>
      </div>
      <WinnerDialog raffle={raffle} viewerId={viewerId} open={draw.dialogOpen} onOpenChange={draw.setDialogOpen} />
    </>
  );
}
