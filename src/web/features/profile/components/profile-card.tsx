import type { User } from '../../../../core/contracts/accounts';
import { Avatar } from '../../../components/ui/avatar';
import { Card, CardContent } from '../../../components/ui/card';
import { MembershipBadge } from '../../../components/membership-badge';
import { PremiumLink } from '../../../components/premium-link';
import { LevelProgress } from './level-progress';

export function ProfileCard({ user }: { user: User }) {
  return (
    <Card>
      <CardContent className="grid gap-5 pt-5 sm:pt-6">
        <div className="flex items-center gap-4">
          <Avatar src={user.avatar} name={user.username} className="size-16 border-2 border-accent/50 sm:size-20" />
          <div className="grid min-w-0 gap-1.5">
            <h2 className="truncate text-xl font-bold sm:text-2xl">{user.username}</h2>
            <p className="text-sm break-all text-fg-muted">
              Steam ID: <span className="font-mono text-fg">{user.steamId}</span>
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <MembershipBadge isSubscribed={user.isSubscribed} />
              <PremiumLink user={user} size="sm" />
            </div>
          </div>
        </div>
        <LevelProgress totalWins={user.totalWins} />
      </CardContent>
    </Card>
  );
}
