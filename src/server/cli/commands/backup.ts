import { backupEmbedded } from '../../db/embedded-backup';
import { UsageError, type Command } from '../command';

export const backup: Command = {
  name: 'backup',
  args: '<file.tar.gz>',
  summary: 'write a consistent dump of the embedded database (stop the server first); for Postgres use pg_dump',
  async run(args, cli) {
    if (args.length !== 1) throw new UsageError('give the file to write');
    const target = cli.config.database;
    if (target.kind !== 'pglite' || !target.dataDir) {
      cli.err('DATABASE_URL is set: back up the Postgres server with pg_dump, e.g. pg_dump --format=custom --file=fowls.dump "$DATABASE_URL".');
      return 1;
    }
    const bytes = await backupEmbedded(target.dataDir, args[0]!);
    cli.out(`Wrote ${args[0]} (${(bytes / 1024 / 1024).toFixed(1)} MB) from ${target.dataDir}.`);
    return 0;
  },
};
