import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RaffleDetail } from '../../core/contracts/raffles';
import { isAwaitingDraw, isRaffleOver, isResultPublic } from '../../core/raffles';
import { logout } from '../features/accounts/api/logout';
import { useRaffle } from '../features/raffles/api/get-raffle';
import { useRaffles } from '../features/raffles/api/get-raffles';
import { RaffleImage } from '../features/raffles/components/raffle-image';
import { WinnerMoment } from '../features/raffles/components/winner-moment';
import { WinnerWheel } from '../features/raffles/components/winner-wheel';
import { useNow } from '../hooks/use-now';
import { useRaffleRoom } from '../features/raffles/hooks/use-raffle-room';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { DRAW_TIMINGS, useWinnerDraw, type DrawPhase } from '../features/raffles/hooks/use-winner-draw';
import { useRecentWinners } from '../features/spectator/api/get-recent-winners';
import { RecentWinnersList } from '../features/spectator/components/recent-winners-list';
import { SpectatorAccessDenied, SpectatorAccessError, SpectatorConnecting } from '../features/spectator/components/spectator-screens';
import { SpectatorLiveLayout } from '../features/spectator/components/spectator-live-layout';
import { EmptyStage, SpectatorStage, StageLoading, type StageState } from '../features/spectator/components/spectator-stage';
import { UpNextList } from '../features/spectator/components/up-next-list';
import { useBeaconLogout } from '../features/spectator/hooks/use-beacon-logout';
import { useSpectatorSession } from '../features/spectator/hooks/use-spectator-session';
import { upcomingRaffles } from '../features/spectator/utils/stage-order';
import { isApiError } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

// The spectator area composes the raffles feature (list, detail, the draw and its
// wheel) with the spectator feature's screens; features never import each other.

/** How long a drawn raffle's winner stays on the stage before the next raffle moves up. */
const WINNER_ON_STAGE_MS = 20_000;
const EMPTY_ON_STAGE_MS = 6_000;

export function SpectatorRoute() {
  const access = useSpectatorSession({ signOut: logout });
  useBeaconLogout(access.state === 'ready');

  switch (access.state) {
    case 'connecting':
      return <SpectatorConnecting />;
    case 'error':
      return <SpectatorAccessError message={access.message} detail={access.detail} onRetry={access.retry} />;
    case 'denied':
      return <SpectatorAccessDenied onEnter={access.retry} />;
    case 'ready':
      return <LiveView />;
  }
}

function LiveView() {
  const queryClient = useQueryClient();
  const now = useNow();
  const raffles = useRaffles();
  const winners = useRecentWinners();
  // Raffles already shown on the stage this visit, so a finished one is not picked again before the list refreshes.
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());
  const [stageId, setStageId] = useState<string | null>(null);

  const upcoming = upcomingRaffles(raffles.data ?? [], shown);
  if (stageId === null && upcoming[0]) setStageId(upcoming[0].id);

  const onFinished = useCallback(
    (id: string) => {
      setShown((prev) => new Set(prev).add(id));
      setStageId(null);
      void queryClient.invalidateQueries({ queryKey: queryKeys.spectator.recentWinners });
    },
    [queryClient],
  );

  return (
    <SpectatorLiveLayout
      now={now}
      stage={stageId ? <LiveStage key={stageId} id={stageId} now={now} onFinished={onFinished} /> : <EmptyStage />}
      upNext={<UpNextList raffles={upcoming.filter((r) => r.id !== stageId)} now={now} />}
      winners={
        <RecentWinnersList
          winners={winners.data?.filter((w) => isResultPublic(w.drawnAt, now) && w.raffleId !== stageId)}
          loading={winners.isPending}
          failed={winners.isError}
          now={now}
        />
      }
    />
  );
}

function stageState(raffle: RaffleDetail, phase: DrawPhase, now: number): StageState {
  if (phase === 'revealing' || (phase === 'done' && raffle.winner)) return 'revealed';
  if (phase === 'spinning') return 'spinning';
  if (raffle.status === 'ended' && !raffle.winner && !isAwaitingDraw(raffle)) return 'empty';
  if (phase === 'scheduled' || phase === 'starting' || phase === 'waiting' || isRaffleOver(raffle, now)) return 'drawing';
  return 'open';
}

/** One raffle on the stage, from its countdown through the draw to its winner. */
function LiveStage({ id, now, onFinished }: { id: string; now: number; onFinished: (id: string) => void }) {
  const query = useRaffle(id);
  const raffle = query.data;
  const reducedMotion = useReducedMotion();
  const refetch = () => void query.refetch();
  // A spectator has no promotions; the winner's own screen announces theirs.
  const draw = useWinnerDraw({ raffle, now, reducedMotion, refetch, onPromotion: () => undefined });

  useRaffleRoom(id, {
    onEnding: () => draw.start(DRAW_TIMINGS.afterEndingEventMs),
    onEnded: (reason) => {
      refetch();
      if (reason === 'max_participants_reached') draw.start(DRAW_TIMINGS.afterFullEventMs);
    },
    onUpdated: refetch,
  });

  const gone = isApiError(query.error) && query.error.status === 404;
  const state = raffle ? stageState(raffle, draw.phase, now) : null;
  const lingerMs = gone ? 0 : state === 'empty' ? EMPTY_ON_STAGE_MS : state === 'revealed' && draw.phase === 'done' ? WINNER_ON_STAGE_MS : null;
  useEffect(() => {
    if (lingerMs === null) return;
    const timer = setTimeout(() => onFinished(id), lingerMs);
    return () => clearTimeout(timer);
  }, [lingerMs, id, onFinished]);

  if (!raffle || !state) return <StageLoading />;
  return (
    <SpectatorStage
      raffle={raffle}
      now={now}
      state={state}
      image={<RaffleImage src={raffle.imageUrl ?? raffle.itemImageUrl} alt={raffle.itemName ?? raffle.name} className="size-full" />}
      winnerMoment={state === 'revealed' ? <WinnerMoment raffle={raffle} size="stage" testId="stage-winner" /> : null}
      wheel={
        <WinnerWheel
          entries={raffle.entriesWithUsers}
          rotation={draw.rotation}
          spinMs={draw.spinMs}
          winnerId={raffle.winnerId}
          highlightWinner={state === 'revealed'}
          className="max-w-none!"
        />
      }
    />
  );
}
