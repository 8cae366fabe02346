import { buildApp } from './app';
import { beaconFallbackWarning, loadConfigOrExit, publicUrlWarning, sandboxesOn } from './config';
import { serveOnlineBackups } from './db/online-backup';

/** A graceful stop that takes longer than this ends the process anyway (exit 1). */
const SHUTDOWN_TIMEOUT_MS = 20_000;
/**
 * How long a stopping instance keeps answering new requests 503 (with `Connection: close`)
 * at least, so a proxy that still sends here, on a new or a kept-alive connection, gets an
 * answer it can retry elsewhere rather than a refused connection.
 */
const DRAIN_MS = 2_000;

const config = loadConfigOrExit();
const { app, ctx, generatedAdminPassword, adminPasswordMissing, close } = await buildApp(config).catch((err: unknown) => {
  // The database unreachable, or the embedded one held by another process: one line, exit 1.
  process.stderr.write(`Could not start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
// `npm run admin -- backup` asks this process for the embedded database's backup (decision 0057).
const onlineBackups =
  config.database.kind === 'pglite' && config.database.dataDir
    ? await serveOnlineBackups({ db: ctx.db, dataDir: config.dataDir, databaseDir: config.database.dataDir, log: app.log })
    : null;

if (generatedAdminPassword) {
  // Outside production only, printed once: only its hash is stored. Set ADMIN_PASSWORD to choose your own.
  app.log.warn(`Admin portal password (generated, shown once): ${generatedAdminPassword}`);
}
if (adminPasswordMissing) {
  app.log.warn('No admin portal password is set: run `npm run admin -- create-admin <SteamID64>` or set ADMIN_PASSWORD.');
}

// A promise nobody waited on must not take the instance down with every request in flight.
process.on('unhandledRejection', (err) => app.log.error({ err }, 'unhandled promise rejection'));

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) {
      app.log.warn(`${signal} received again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${signal} received: finishing work in flight, then exiting (at most ${SHUTDOWN_TIMEOUT_MS / 1000} s)`);
    setTimeout(() => {
      app.log.error('graceful shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    // A backup being sent is cut off (the operator command keeps nothing of it).
    Promise.all([onlineBackups?.close(), close({ drainMs: DRAIN_MS })]).then(
      () => {
        app.log.info('shut down cleanly');
        process.exit(0);
      },
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
const sandboxes = sandboxesOn(config);
app.log.info(
  `Fowls platform on ${config.publicUrl} (database: ${config.database.kind}, sandboxes: ${sandboxes.length === 0 ? 'none' : sandboxes.map((s) => s.name).join('; ')})`,
);
if (config.production && sandboxes.length > 0) {
  app.log.warn('SANDBOX=on: anyone can sign in as any Steam account and Premium is free. Use this for a public demo only.');
}
const fallbackWarning = beaconFallbackWarning(config);
if (fallbackWarning) app.log.warn(fallbackWarning);
const plainUrlWarning = publicUrlWarning(config);
if (plainUrlWarning) app.log.warn(plainUrlWarning);
