import { exportPlayerData } from '../../modules/admin-users';
import { UsageError, type Command } from '../command';

/** For a data request: the player's account, ledger, raffle entries, feedback and payments as JSON on stdout. */
export const exportPlayer: Command = {
  name: 'export-player',
  args: '<SteamID64 | account id>',
  summary: "write one player's data (account, ledger, raffle entries, feedback, payments) as JSON to stdout",
  async run(args, cli) {
    if (args.length !== 1) throw new UsageError('give one SteamID64 or account id');
    const { db } = await cli.database();
    const data = await exportPlayerData(db, args[0]!, new Date());
    if (!data) {
      cli.err(`No player ${args[0]}.`);
      return 1;
    }
    cli.out(JSON.stringify(data, null, 2));
    return 0;
  },
};
