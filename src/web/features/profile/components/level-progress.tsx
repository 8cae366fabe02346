import { Award } from 'lucide-react';
import { levelProgress } from '../../../../core/levels';
import { Badge } from '../../../components/ui/badge';
import { Progress } from '../../../components/ui/progress';

/** The account level from total raffle wins, with progress to the next one. */
export function LevelProgress({ totalWins }: { totalWins: number }) {
  const progress = levelProgress(totalWins);
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge variant="accent">
          <Award aria-hidden="true" className="size-3.5" />
          {progress.level.name}
        </Badge>
        <span className="text-xs text-fg-muted">{progress.text}</span>
      </div>
      <Progress value={progress.progressPercent} aria-label={`Progress to ${progress.next?.name ?? 'the top level'}`} />
    </div>
  );
}
