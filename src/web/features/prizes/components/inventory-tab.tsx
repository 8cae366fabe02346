import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { itemQualities, STEAM_BOT_NOT_READY, type SteamItem } from '../../../../core/contracts/prizes';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { hasErrorCode } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { getPrizeInventory } from '../../../lib/prize-inventory';
import { queryKeys } from '../../../lib/query-keys';
import { useInventory } from '../api/get-inventory';

const qualityOf = (item: SteamItem): string | null => {
  const tag = item.tags.find((t) => t.category.toLowerCase() === 'quality');
  const value = tag?.internal_name.toLowerCase();
  return value && (itemQualities as readonly string[]).includes(value) ? value : null;
};

/** The bot's items (spec part 2 §2, §5); loads only when the bot is ready. */
export function InventoryTab({ ready }: { ready: boolean | undefined }) {
  const queryClient = useQueryClient();
  const inventory = useInventory(ready === true);
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await queryClient.fetchQuery({ queryKey: queryKeys.prizes.inventory, queryFn: ({ signal }) => getPrizeInventory(true, signal), staleTime: 0 });
    } catch {
      // The query's own error state shows the failure.
    } finally {
      setRefreshing(false);
    }
  };

  if (ready === undefined) return <Skeleton className="h-40 w-full" />;
  if (!ready) return <p className="py-6 text-center text-sm text-fg-muted">{STEAM_BOT_NOT_READY}</p>;
  return (
    <div className="grid gap-3">
      <div className="flex justify-end">
        <Button variant="outline" size="sm" onClick={() => void refresh()} loading={refreshing}>
          {refreshing ? null : <RefreshCw aria-hidden="true" className="size-4" />}
          Refresh
        </Button>
      </div>
      {inventory.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : inventory.isError ? (
        <p role="alert" className="text-sm text-danger-text">
          {hasErrorCode(inventory.error, 'BOT_NOT_READY') ? STEAM_BOT_NOT_READY : 'Could not load the inventory.'}
        </p>
      ) : inventory.data.length === 0 ? (
        <p className="py-6 text-center text-sm text-fg-muted">No items found in inventory</p>
      ) : (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4" aria-label="Bot inventory">
          {inventory.data.map((item) => {
            const quality = qualityOf(item);
            const reserved = item.reservedFor;
            return (
              <li
                key={item.assetid}
                className={cn('grid content-start gap-1.5 rounded-lg border border-line bg-canvas/60 p-2 text-xs', reserved && 'border-dashed bg-transparent')}
              >
                <img src={item.icon_url} alt="" className={cn('h-16 w-full object-contain', reserved && 'opacity-40 grayscale')} loading="lazy" />
                <span className="line-clamp-2 font-semibold">{item.market_name || item.name}</span>
                <span className="text-fg-muted">{item.type}</span>
                <div className="flex flex-wrap gap-1">
                  {quality ? (
                    <Badge variant="accent" className="capitalize">
                      {quality}
                    </Badge>
                  ) : null}
                  {item.tradable ? null : <Badge variant="outline">Not tradable</Badge>}
                </div>
                {reserved ? <span className="text-fg-muted italic">Reserved for {reserved.raffleName}</span> : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
