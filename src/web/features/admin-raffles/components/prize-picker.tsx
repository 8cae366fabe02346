import { STEAM_BOT_NOT_READY } from '../../../../core/contracts/prizes';
import { rarityFromSteamTags, skinRarityInfo } from '../../../../core/skin-rarity';
import { Skeleton } from '../../../components/ui/skeleton';
import { hasErrorCode } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { usePrizeInventory } from '../api/get-prize-inventory';

interface PrizePickerProps {
  selectedAssetId: string;
  onSelect: (item: { assetId: string; itemName: string }) => void;
}

/**
 * The prize of a new raffle, picked from the bot's inventory (spec part 2 §5).
 * Items another open raffle holds are shown greyed with that raffle's name and
 * cannot be picked (docs/decisions/0023); the server refuses them too.
 */
export function PrizePicker({ selectedAssetId, onSelect }: PrizePickerProps) {
  const inventory = usePrizeInventory(true);
  if (inventory.isPending) return <Skeleton className="h-24 w-full" />;
  if (inventory.isError) {
    const notReady = hasErrorCode(inventory.error, 'BOT_NOT_READY');
    return (
      <p role="alert" className="rounded-md border border-line p-3 text-sm text-danger-text">
        {notReady ? STEAM_BOT_NOT_READY : 'Could not load the bot inventory.'}
      </p>
    );
  }
  if (inventory.data.length === 0) return <p className="text-sm text-fg-muted">No items found in inventory</p>;
  return (
    <div role="group" aria-label="Prize from the bot inventory" className="grid max-h-56 grid-cols-2 gap-2 overflow-y-auto sm:grid-cols-3">
      {inventory.data.map((item) => {
        const selected = item.assetid === selectedAssetId;
        const reserved = item.reservedFor;
        const rarity = rarityFromSteamTags(item.tags);
        return (
          <button
            key={item.assetid}
            type="button"
            aria-pressed={selected}
            disabled={reserved !== null}
            title={reserved ? `Reserved for ${reserved.raffleName}` : undefined}
            onClick={() => onSelect({ assetId: item.assetid, itemName: item.market_name || item.name })}
            className={cn(
              'grid min-w-0 justify-items-center gap-1 rounded-md border p-2 text-center text-xs transition-colors',
              selected ? 'border-accent bg-accent/10 text-fg' : 'border-line text-fg-muted hover:bg-surface-2',
              reserved && 'cursor-not-allowed border-dashed bg-transparent hover:bg-transparent',
            )}
          >
            <img src={item.icon_url} alt="" className={cn('h-12 w-16 object-contain', reserved && 'opacity-40 grayscale')} loading="lazy" />
            <span className="line-clamp-2 wrap-anywhere">{item.market_name || item.name}</span>
            {rarity ? (
              <span className="inline-flex items-center gap-1 text-[11px] text-fg-muted">
                <span aria-hidden="true" className="size-2 rounded-full" style={{ backgroundColor: skinRarityInfo[rarity].color }} />
                {skinRarityInfo[rarity].label}
              </span>
            ) : null}
            {reserved ? <span className="line-clamp-2 text-[11px] text-fg-muted italic">Reserved for {reserved.raffleName}</span> : null}
          </button>
        );
      })}
    </div>
  );
}
