import { restoreEmbedded } from '../../db/embedded-backup';
import { parseArgs, UsageError, type Command } from '../command';

export const restore: Command = {
  name: 'restore',
  args: '<file.tar.gz> [--replace]',
  summary: 'restore the embedded database from a backup (stop the server first); --replace moves the current one aside',
  async run(args, cli) {
    const { positional, flags } = parseArgs(args, ['--replace']);
    if (positional.length !== 1) throw new UsageError('give the backup file to restore');
    const target = cli.config.database;
    if (target.kind !== 'pglite' || !target.dataDir) {
      cli.err('DATABASE_URL is set: restore the Postgres server with pg_restore, e.g. pg_restore --clean --if-exists --dbname="$DATABASE_URL" fowls.dump.');
      return 1;
    }
    const { movedTo } = await restoreEmbedded(target.dataDir, positional[0]!, { replace: flags.has('--replace') });
    if (movedTo) cli.err(`The previous database was moved to ${movedTo}.`);
    cli.out(`Restored ${positional[0]} into ${target.dataDir}. Start the server: it applies any newer migrations.`);
    return 0;
  },
};
