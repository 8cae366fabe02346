import { PlayLimitsPage } from '../features/play-limits/components/play-limits-page';

export function PlayLimitsRoute() {
  return <PlayLimitsPage />;
}
