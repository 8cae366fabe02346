import type { StartConfig } from '../config';
import type { AppContext } from '../context';
import type { Database } from '../db/client';

/** Where a command writes: results to `out` (stdout, pipeable), messages to `err` (stderr). */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** Standard input, whole (for --password-stdin). */
  readStdin(): Promise<string>;
}

export interface CliContext extends CliIo {
  config: StartConfig;
  /** The database, opened (and migrated) on first use and closed when the command ends. */
  database(): Promise<Database>;
  /**
   * What module services are built from, for commands that call one. It has no
   * sockets: a change reaches open pages at their next request.
   */
  appContext(): Promise<AppContext>;
}

/**
 * One operator command: a file in commands/ and a line in commands/index.ts.
 * `run` returns the exit code.
 */
export interface Command {
  name: string;
  /** Its arguments as the help shows them, e.g. "<SteamID64> [--password-stdin]". */
  args: string;
  summary: string;
  run(args: string[], cli: CliContext): Promise<number>;
}

/** Wrong arguments: the runner prints the message and the command's usage, exit 2. */
export class UsageError extends Error {}

/** Splits `--flag` options from positional arguments; unknown flags are a UsageError. */
export function parseArgs(args: string[], flags: string[]): { positional: string[]; flags: Set<string> } {
  const positional: string[] = [];
  const given = new Set<string>();
  for (const arg of args) {
    if (!arg.startsWith('--')) positional.push(arg);
    else if (flags.includes(arg)) given.add(arg);
    else throw new UsageError(`unknown option ${arg}`);
  }
  return { positional, flags: given };
}

/** A password typed by the operator on stdin, or a generated one to show once. */
export async function passwordFrom(cli: CliIo, fromStdin: boolean, generate: () => string): Promise<{ password: string; generated: boolean }> {
  if (!fromStdin) return { password: generate(), generated: true };
  const password = (await cli.readStdin()).replace(/\r?\n$/, '');
  if (password.length < 8) throw new UsageError('the password on stdin must be at least 8 characters');
  return { password, generated: false };
}
