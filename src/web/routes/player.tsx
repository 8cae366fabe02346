import { useParams } from 'wouter';
import { PlayerProfile } from '../features/players/components/player-profile';

export function PlayerRoute() {
  const { id } = useParams<{ id: string }>();
  // A key per player: moving from one profile to another starts afresh.
  return <PlayerProfile key={id} id={id ?? ''} />;
}
