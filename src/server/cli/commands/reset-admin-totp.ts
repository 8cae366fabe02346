import { isSteamId64 } from '../../../core/steam-id';
import { isAppError } from '../../../core/errors';
import { resetAdminTwoFactorBySteamId } from '../../modules/admin';
import { UsageError, type Command } from '../command';

/** An admin who lost their authenticator: their factor goes, and every session and portal token of theirs ends. */
export const resetAdminTotp: Command = {
  name: 'reset-admin-totp',
  args: '<SteamID64>',
  summary: "remove an admin's two-factor sign-in (a lost phone) and end all their sessions; they set it up again",
  async run(args, cli) {
    const steamId = args[0];
    if (!steamId || args.length > 1 || !isSteamId64(steamId)) throw new UsageError('give one SteamID64 (17 digits starting 7656119)');
    try {
      const { hadTwoFactor } = await resetAdminTwoFactorBySteamId(await cli.appContext(), steamId);
      cli.out(
        hadTwoFactor
          ? `Two-factor sign-in of ${steamId} removed; all their sessions ended. They sign in again and set up a new authenticator.`
          : `${steamId} had no two-factor sign-in; all their sessions ended anyway.`,
      );
      return 0;
    } catch (err) {
      if (isAppError(err) && err.code === 'NOT_FOUND') {
        cli.err(err.message);
        return 1;
      }
      throw err;
    }
  },
};
