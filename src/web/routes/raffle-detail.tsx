import { useParams } from 'wouter';
import { uuidSchema } from '../../core/contracts/common';
import { RaffleDetailView, RaffleStateMessage } from '../features/raffles/components/raffle-detail-view';

export function RaffleDetailRoute() {
  const { id } = useParams<{ id: string }>();
  if (!id || !uuidSchema.safeParse(id).success) {
    return <RaffleStateMessage title="Invalid raffle URL" text="Check the link and try again." backLink />;
  }
  // A key per raffle: moving between raffles starts each page (and its draw) afresh.
  return <RaffleDetailView key={id} id={id} />;
}
