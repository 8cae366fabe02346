import { Crown } from 'lucide-react';
import { Badge } from './ui/badge';

export function MembershipBadge({ isSubscribed }: { isSubscribed: boolean }) {
  return isSubscribed ? (
    <Badge variant="premium">
      <Crown aria-hidden="true" className="size-3" />
      Premium Member
    </Badge>
  ) : (
    <Badge variant="outline">Free Trial</Badge>
  );
}
