import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

// The built server as a process, as the system tests run it: started the way an operator
// starts it, watched through its output, ready once /readyz answers 200.

export interface BuiltServer {
  process: ChildProcess;
  /** Every line the process wrote so far, standard output and error together. */
  output: string[];
  exited: Promise<number | null>;
}

/**
 * The environment of a built server in production on the sandboxes (SANDBOX=on), as
 * the system tests start it; `extra` adds or overrides variables.
 */
export const productionSandboxEnv = (opts: { port: number; publicUrl: string; dataDir: string }, extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: 'production',
  SANDBOX: 'on',
  PORT: String(opts.port),
  HOST: '127.0.0.1',
  PUBLIC_URL: opts.publicUrl,
  SESSION_SECRET: 'a-production-session-secret-0123456789',
  DATA_DIR: opts.dataDir,
  LOG_LEVEL: 'info',
  ...extra,
});

/** Collects a stream's lines whole, however the chunks split them. */
function collectLines(stream: NodeJS.ReadableStream, output: string[], keep: (line: string) => boolean = () => true): void {
  let partial = '';
  stream.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop()!;
    output.push(...lines.filter((line) => line && keep(line)));
  });
  stream.on('end', () => {
    if (partial && keep(partial)) output.push(partial);
  });
}

/**
 * Runs `command` (`npm start`, or what it runs) and resolves once `baseUrl/readyz`
 * answers 200; a process that exits first, or is not ready within 90 s, rejects with its
 * output. `keep` picks the lines kept in `output` (all by default): a server under a long
 * load writes more than is worth holding.
 */
export async function startBuiltServer(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; baseUrl: string; keep?: (line: string) => boolean },
): Promise<BuiltServer> {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env });
  const output: string[] = [];
  collectLines(child.stdout, output, options.keep);
  collectLines(child.stderr, output, options.keep);
  // 'close' rather than 'exit': by then every line the process wrote has been read.
  const exited = new Promise<number | null>((done) => child.on('close', (code) => done(code)));
  let ended = false;
  exited.then(
    () => (ended = true),
    () => undefined,
  );
  // A plain loop rather than vi.waitFor: the benchmark starts servers outside the test runner.
  for (const deadline = Date.now() + 90_000; ;) {
    if (ended) throw new Error(`${command} ${args.join(' ')} exited with ${child.exitCode} before it was ready:\n${output.join('\n')}`);
    const status = await fetch(`${options.baseUrl}/readyz`).then(
      (res) => res.status,
      () => null,
    );
    if (status === 200) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${command} ${args.join(' ')} was not ready within 90 s (/readyz: ${status ?? 'no answer'}):\n${output.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { process: child, output, exited };
}

export const logged = (server: BuiltServer, message: string): boolean => server.output.some((line) => line.includes(message));

/** Ends a server a test left running, at once. */
export async function killBuiltServer(server: BuiltServer | null): Promise<void> {
  if (!server || server.process.exitCode !== null || server.process.signalCode !== null) return;
  server.process.kill('SIGKILL');
  await server.exited;
}

/** An empty database on the test server, for the platform to migrate itself as at a first start. */
export async function emptyPostgresDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `fowls_t_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
