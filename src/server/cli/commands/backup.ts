import { backupEmbedded } from '../../db/embedded-backup';
import { UsageError, type Command } from '../command';

export const backup: Command = {
  name: 'backup',
  args: '<file.tar.gz>',
  summary: 'write a consistent backup of the embedded database, taken by the running server or, with none running, from its files; for Postgres use pg_dump',
  async run(args, cli) {
    if (args.length !== 1) throw new UsageError('give the file to write');
    const target = cli.config.database;
    if (target.kind !== 'pglite' || !target.dataDir) {
      cli.err('DATABASE_URL is set: back up the Postgres server with pg_dump, e.g. pg_dump --format=custom --file=fowls.dump "$DATABASE_URL".');
      return 1;
    }
    const file = args[0]!;
    const { bytes, online } = await backupEmbedded({ dataDir: cli.config.dataDir, databaseDir: target.dataDir, file });
    const size = `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    if (online) {
      cli.out(
        `Wrote ${file} (${size}), taken by the running server at ${online.takenAt}: its database requests waited ${(online.pausedMs / 1000).toFixed(1)} s for the snapshot.`,
      );
    } else {
      cli.out(`Wrote ${file} (${size}) from ${target.dataDir} (no server was running).`);
    }
    return 0;
  },
};
