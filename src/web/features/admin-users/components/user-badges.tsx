import { Badge } from '../../../components/ui/badge';

export function UserBadges({ user }: { user: { isSubscribed: boolean; isAdmin: boolean; isBanned: boolean; isSpectator?: boolean } }) {
  return (
    <span className="flex flex-wrap gap-1">
      {user.isSubscribed && <Badge variant="premium">Premium</Badge>}
      {user.isAdmin && <Badge variant="accent">Admin</Badge>}
      {user.isBanned && <Badge variant="destructive">Banned</Badge>}
      {user.isSpectator && <Badge variant="outline">Spectator</Badge>}
    </span>
  );
}
