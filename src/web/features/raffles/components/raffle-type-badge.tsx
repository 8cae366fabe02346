import type { RaffleType } from '../../../../core/contracts/raffles';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';

const variants: Record<RaffleType, BadgeVariant> = { hourly: 'accent', daily: 'success', weekly: 'premium', monthly: 'warning' };

export function RaffleTypeBadge({ type }: { type: RaffleType }) {
  return (
    <Badge variant={variants[type]} className="capitalize">
      {type}
    </Badge>
  );
}
