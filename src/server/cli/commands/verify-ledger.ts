import { usersRepository } from '../../modules/accounts';
import { ledgerRepository } from '../../modules/ledger';
import { UsageError, type Command } from '../command';

/** DESIGN rule 2: every balance equals the sum of its ledger rows. Exit 1 and one line per player on drift. */
export const verifyLedger: Command = {
  name: 'verify-ledger',
  args: '',
  summary: "check every player's balance against the sum of their ledger rows and print any drift",
  async run(args, cli) {
    if (args.length > 0) throw new UsageError('this command takes no arguments');
    const { db } = await cli.database();
    const players = await usersRepository.count(db);
    const drift = await ledgerRepository.findInvariantViolations(db);
    for (const d of drift) {
      const user = await usersRepository.findById(db, d.userId);
      cli.out(
        `DRIFT user ${d.userId} (SteamID64 ${user?.steamId ?? '?'}): balance ${d.balance}, ledger sum ${d.ledgerSum}, difference ${d.balance - d.ledgerSum}`,
      );
    }
    if (drift.length > 0) {
      cli.err(`The ledger invariant is broken for ${drift.length} of ${players} players.`);
      return 1;
    }
    cli.out(`The ledger invariant holds for all ${players} players.`);
    return 0;
  },
};
