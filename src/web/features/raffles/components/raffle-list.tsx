import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Ticket } from 'lucide-react';
import { raffleUpdatedSchema } from '../../../../core/contracts/realtime';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { getSocket } from '../../../lib/socket';
import { rafflesQueryKey, useRaffles } from '../api/get-raffles';
import { useNow } from '../../../hooks/use-now';
import { RaffleCard } from './raffle-card';

function ListSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      <span className="sr-only" role="status">Loading raffles...</span>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-96" />
      ))}
    </div>
  );
}

/** Active raffles as cards, kept fresh by polling and by the raffle_updated event. */
export function RaffleList({ signedIn }: { signedIn: boolean }) {
  const { data: raffles, isPending, isError, refetch } = useRaffles();
  const now = useNow();
  const queryClient = useQueryClient();

  useEffect(() => {
    const socket = getSocket();
    const onUpdated = (payload: unknown) => {
      if (raffleUpdatedSchema.safeParse(payload).success) void queryClient.invalidateQueries({ queryKey: rafflesQueryKey });
    };
    socket.on('raffle_updated', onUpdated);
    return () => {
      socket.off('raffle_updated', onUpdated);
    };
  }, [queryClient]);

  if (isPending) return <ListSkeleton />;
  if (isError) {
    return (
      <Card role="alert" className="grid justify-items-center gap-3 px-6 py-12 text-center">
        <h2 className="text-lg font-semibold">Failed to load raffles</h2>
        <p className="text-fg-muted">Check your connection and try again.</p>
        <Button variant="outline" onClick={() => void refetch()}>Try again</Button>
      </Card>
    );
  }
  if (raffles.length === 0) {
    return (
      <Card className="grid justify-items-center gap-3 px-6 py-14 text-center">
        <span className="flex size-14 items-center justify-center rounded-full border border-line-strong bg-surface-2">
          <Ticket aria-hidden="true" className="size-6 text-accent-text" />
        </span>
        <h2 className="text-lg font-semibold">No Active Raffles</h2>
        <p className="max-w-md text-fg-muted">New raffles start regularly. Check back soon.</p>
      </Card>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      {raffles.map((raffle) => (
        <li key={raffle.id} className="grid">
          <RaffleCard raffle={raffle} now={now} signedIn={signedIn} />
        </li>
      ))}
    </ul>
  );
}
