import { PageHeader } from '../components/page-header';
import { MiniGamesHub } from '../features/mini-games/components/mini-games-hub';

export function MiniGamesRoute() {
  return (
    <>
      <PageHeader title="Mini Games" description="Provably fair games for Premium members. Every outcome is decided and recorded by the server." />
      <MiniGamesHub />
    </>
  );
}
