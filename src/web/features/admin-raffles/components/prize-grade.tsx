import { skinRarityInfo, type SkinRarity } from '../../../../core/skin-rarity';
import { Badge } from '../../../components/ui/badge';

/** The prize's grade as the portal shows it: Steam's colour as a dot, the name in readable text. */
export function PrizeGrade({ rarity }: { rarity: SkinRarity | null }) {
  if (!rarity) return null;
  const { label, color } = skinRarityInfo[rarity];
  return (
    <Badge variant="outline">
      <span aria-hidden="true" className="size-2 rounded-full" style={{ backgroundColor: color }} />
      {label}
    </Badge>
  );
}
