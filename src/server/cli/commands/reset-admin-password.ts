import { generateAdminPassword, setAdminPassword } from '../../modules/admin';
import { auditRepository } from '../../modules/audit';
import { parseArgs, passwordFrom, UsageError, type Command } from '../command';

/** A new portal password; every admin token ends, so open portal sessions must sign in again. */
export const resetAdminPassword: Command = {
  name: 'reset-admin-password',
  args: '[--password-stdin]',
  summary: 'set a new admin portal password (generated, or read from stdin) and end every admin portal session',
  async run(args, cli) {
    const { positional, flags } = parseArgs(args, ['--password-stdin']);
    if (positional.length > 0) throw new UsageError('this command takes no arguments');
    if (cli.config.admin.password) {
      cli.err('ADMIN_PASSWORD is set: change it there and restart the instances (it replaces the stored password at start).');
      return 1;
    }
    const { password, generated } = await passwordFrom(cli, flags.has('--password-stdin'), generateAdminPassword);
    const { db } = await cli.database();
    await setAdminPassword(db, password, new Date());
    await auditRepository.record(db, { action: 'admin.password_reset', targetType: 'platform', after: { by: 'operator command' } });
    cli.err('The admin portal password was changed and every admin portal session ended.');
    if (generated) cli.out(`Admin portal password (shown once): ${password}`);
    return 0;
  },
};
