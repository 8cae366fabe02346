import type { Command } from '../command';
import { backup } from './backup';
import { createAdmin } from './create-admin';
import { exportPlayer } from './export-player';
import { maintenance } from './maintenance';
import { resetAdminPassword } from './reset-admin-password';
import { resetAdminTotp } from './reset-admin-totp';
import { restore } from './restore';
import { verifyLedger } from './verify-ledger';

/** Every operator command, in the order the help lists them. A new command is a file and a line here. */
export const commands: Command[] = [createAdmin, resetAdminPassword, resetAdminTotp, maintenance, verifyLedger, exportPlayer, backup, restore];
