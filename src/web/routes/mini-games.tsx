import { PageHeader } from '../components/page-header';
import { LiveWinsTicker } from '../features/feed/components/live-wins-ticker';
import { MiniGamesHub } from '../features/mini-games/components/mini-games-hub';

export function MiniGamesRoute() {
  return (
    <>
      <PageHeader title="Mini Games" description="Provably fair games for Premium members. Every outcome is decided and recorded by the server." />
      <LiveWinsTicker className="mb-6" />
      <MiniGamesHub />
    </>
  );
}
