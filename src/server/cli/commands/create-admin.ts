import { isSteamId64 } from '../../../core/steam-id';
import { generateAdminPassword, hasAdminPassword, setAdminPassword } from '../../modules/admin';
import { auditRepository } from '../../modules/audit';
import { parseArgs, passwordFrom, UsageError, type Command } from '../command';

/**
 * The first admin. Admins are the SteamID64s in ADMIN_STEAM_IDS (decision 0001), so
 * this checks the account is listed there and sets the portal password the admin
 * signs in with after Steam, unless one is already set.
 */
export const createAdmin: Command = {
  name: 'create-admin',
  args: '<SteamID64> [--password-stdin]',
  summary: 'check an admin account is configured and set the first admin portal password',
  async run(args, cli) {
    const { positional, flags } = parseArgs(args, ['--password-stdin']);
    const steamId = positional[0];
    if (!steamId || positional.length > 1 || !isSteamId64(steamId)) throw new UsageError('give one SteamID64 (17 digits starting 7656119)');
    if (!cli.config.admin.steamIds.includes(steamId)) {
      cli.err(
        `${steamId} is not an admin yet. Add it to ADMIN_STEAM_IDS (comma-separated) for every instance, restart them, and run this again with that environment.`,
      );
      return 1;
    }
    if (cli.config.admin.password) {
      cli.err(`${steamId} is an admin. The portal password comes from ADMIN_PASSWORD, applied at each start.`);
      return 0;
    }
    const { db } = await cli.database();
    if (await hasAdminPassword(db)) {
      cli.err(`${steamId} is an admin. A portal password is already set: use reset-admin-password to change it.`);
      return 0;
    }
    const { password, generated } = await passwordFrom(cli, flags.has('--password-stdin'), generateAdminPassword);
    await setAdminPassword(db, password, new Date());
    await auditRepository.record(db, { action: 'admin.password_set', targetType: 'platform', after: { by: 'operator command' } });
    cli.err(`${steamId} is an admin. Sign in with Steam at /admin and enter the portal password.`);
    if (generated) cli.out(`Admin portal password (shown once): ${password}`);
    return 0;
  },
};
