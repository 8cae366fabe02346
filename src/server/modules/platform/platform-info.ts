import type { PlatformInfo } from '../../../core/contracts/accounts';
import type { AppConfig } from '../../config';
import { isMaintenanceOn, type MaintenanceReader } from './maintenance';

/** GET /api/platform's answer: which adapters are sandboxes, whether maintenance is on, where raffle images may come from. */
export async function platformInfo(ctx: MaintenanceReader & { config: AppConfig }): Promise<PlatformInfo> {
  const { config } = ctx;
  return {
    sandbox: { steam: config.steam.sandbox, bot: config.steam.bot === null, payments: config.coinbase.sandbox, beacon: config.beacon.sandbox },
    maintenanceMode: await isMaintenanceOn(ctx),
    imageHosts: config.imageHosts,
  };
}
