import { buildConfig, ConfigError, parseEnv, type StartConfig } from '../config';
import type { AppContext, Realtime } from '../context';
import { openDatabase, type Database } from '../db/client';
import { createTradeBot } from '../integrations/steam';
import { sharedSessionSecret } from '../modules/platform';
import { DataDirInUseError } from '../db/embedded-lock';
import { UsageError, type CliIo, type Command } from './command';
import { commands } from './commands';

const noSockets: Realtime = { toUser() {}, toAdmins() {}, toAll() {}, toAllButUser() {}, toRoom() {}, disconnectUser() {} };

/** Warnings and errors of the services a command calls, as plain lines on stderr. */
function stderrLogger(io: CliIo): AppContext['log'] {
  const write = (level: string) => (obj: unknown, msg?: string) => io.err(`${level}: ${typeof obj === 'string' ? obj : (msg ?? JSON.stringify(obj))}`);
  const quiet = () => undefined;
  const logger = { level: 'warn', fatal: write('fatal'), error: write('error'), warn: write('warn'), info: quiet, debug: quiet, trace: quiet, silent: quiet };
  return { ...logger, child: () => logger } as unknown as AppContext['log'];
}

const usageOf = (command: Command): string => `npm run admin -- ${command.name}${command.args ? ` ${command.args}` : ''}`;

function help(io: CliIo): void {
  io.err('Operator commands (run with the same environment as the server):\n');
  for (const command of commands) io.err(`  ${usageOf(command)}\n      ${command.summary}`);
}

export interface RunOptions {
  io: CliIo;
  env?: Record<string, string | undefined>;
  /** Already-built configuration and database (tests); otherwise from `env`. */
  config?: StartConfig;
  database?: Database;
}

/** Runs one command and returns the process exit code: 0 done, 1 refused or failed, 2 bad usage. */
export async function runCli(argv: string[], opts: RunOptions): Promise<number> {
  const { io } = opts;
  const [name, ...args] = argv;
  if (!name || name === 'help' || name === '--help') {
    help(io);
    return name ? 0 : 2;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    io.err(`Unknown command ${name}.\n`);
    help(io);
    return 2;
  }
  let opened: Database | null = null;
  try {
    // The server's checks for a public start (sandboxes in production) do not apply to operator commands.
    const config = opts.config ?? buildConfig(parseEnv(opts.env ?? {}));
    const database = async () => {
      if (opts.database) return opts.database;
      opened ??= await openDatabase(config.database);
      return opened;
    };
    return await command.run(args, {
      ...io,
      config,
      database,
      async appContext() {
        const { db, kind } = await database();
        const sessionSecret = config.sessionSecret ?? (await sharedSessionSecret(db, config.dataDir));
        return {
          config: { ...config, sessionSecret },
          db,
          dbKind: kind,
          realtime: noSockets,
          log: stderrLogger(io),
          fetch: globalThis.fetch,
          clock: () => new Date(),
          createTradeBot,
        };
      },
    });
  } catch (err) {
    if (err instanceof UsageError) {
      io.err(`${err.message}\nUsage: ${usageOf(command)}`);
      return 2;
    }
    if (err instanceof ConfigError) {
      io.err(`Configuration error: ${err.message}`);
      return 1;
    }
    if (err instanceof DataDirInUseError) {
      io.err(`${err.message} The embedded database is used by one process at a time: stop the server, run the command, start it again.`);
      return 1;
    }
    io.err(`${command.name} failed: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  } finally {
    await (opened as Database | null)?.close();
  }
}
