import { PageHeader } from '../components/page-header';
import { LeaderboardView } from '../features/leaderboard/components/leaderboard-view';
import { useCurrentUser } from '../lib/auth';

export function LeaderboardRoute() {
  const { data: user } = useCurrentUser();
  return (
    <>
      <PageHeader title="Leaderboard" description="The top players by fowls wagered on raffles. Click a column to sort." />
      <LeaderboardView currentUserId={user?.id ?? null} />
    </>
  );
}
