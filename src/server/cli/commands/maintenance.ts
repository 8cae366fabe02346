import { auditRepository } from '../../modules/audit';
import { isMaintenanceOn, setMaintenance } from '../../modules/platform';
import { UsageError, type Command } from '../command';

/** The same switch as the portal's, read by every instance on each request. */
export const maintenance: Command = {
  name: 'maintenance',
  args: 'on|off|status',
  summary: 'turn maintenance mode on or off, or show it',
  async run(args, cli) {
    const [wanted, ...rest] = args;
    if (rest.length > 0 || (wanted !== 'on' && wanted !== 'off' && wanted !== 'status')) throw new UsageError('say on, off or status');
    const { db } = await cli.database();
    if (wanted === 'status') {
      cli.out(`Maintenance mode is ${(await isMaintenanceOn({ db })) ? 'on' : 'off'}.`);
      return 0;
    }
    const enabled = wanted === 'on';
    await db.transaction(async (tx) => {
      const was = await isMaintenanceOn({ db: tx });
      await setMaintenance({ db: tx }, enabled, new Date());
      await auditRepository.record(tx, {
        action: 'maintenance.toggle',
        targetType: 'platform',
        before: { maintenanceMode: was },
        after: { maintenanceMode: enabled, by: 'operator command' },
      });
    });
    cli.out(`Maintenance mode is ${wanted}. Every instance answers accordingly from its next request; open pages notice on their next call.`);
    return 0;
  },
};
