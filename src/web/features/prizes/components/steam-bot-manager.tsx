import { Tabs } from 'radix-ui';
import { Bot } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useBotStatus } from '../api/get-bot-status';
import { BotStatusCard } from './bot-status-card';
import { InventoryTab } from './inventory-tab';
import { TradeLogsTab } from './trade-logs-tab';

const tabClass =
  'rounded-md px-3 py-1.5 text-sm font-semibold text-fg-muted transition-colors hover:text-fg data-[state=active]:bg-surface-3 data-[state=active]:text-fg';

/** Steam Bot Manager (spec part 2 §2): the status card and the Inventory and Trade Logs tabs. */
export function SteamBotManager() {
  const status = useBotStatus();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Bot aria-hidden="true" className="size-5 text-accent-text" />
          Steam Bot Manager
        </CardTitle>
        <CardDescription>The trade bot that sends raffle prizes.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {status.isPending ? (
          <Skeleton className="h-20 w-full" />
        ) : status.isError ? (
          <p role="alert" className="text-sm text-danger-text">
            Could not load the bot status.
          </p>
        ) : (
          <BotStatusCard status={status.data} />
        )}
        <Tabs.Root defaultValue="inventory" className="grid gap-3">
          <Tabs.List aria-label="Steam bot" className="flex w-fit gap-1 rounded-lg border border-line bg-canvas/60 p-1">
            <Tabs.Trigger value="inventory" className={tabClass}>
              Inventory
            </Tabs.Trigger>
            <Tabs.Trigger value="trade-logs" className={tabClass}>
              Trade Logs
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="inventory">
            <InventoryTab ready={status.isError ? false : status.data?.ready} />
          </Tabs.Content>
          <Tabs.Content value="trade-logs">
            <TradeLogsTab />
          </Tabs.Content>
        </Tabs.Root>
      </CardContent>
    </Card>
  );
}
