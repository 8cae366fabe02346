import { Skeleton } from '../../../components/ui/skeleton';
import { useCurrentUser } from '../../../lib/auth';
import { miniGames } from './games';
import { MiniGameCard, type Access } from './mini-game-card';

export function MiniGamesHub() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) {
    return (
      <div aria-busy="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <span className="sr-only" role="status">
          Loading
        </span>
        {miniGames.map((g) => (
          <Skeleton key={g.title} className="h-56" />
        ))}
      </div>
    );
  }
  const access: Access = !user ? 'signed-out' : user.isSubscribed ? 'premium' : 'trial';
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {miniGames.map((game) => (
        <li key={game.title} className="grid">
          <MiniGameCard game={game} access={access} />
        </li>
      ))}
    </ul>
  );
}
