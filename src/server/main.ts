import { buildApp } from './app';
import { loadConfigOrExit } from './config';

const config = loadConfigOrExit();
const { app, generatedAdminPassword, close } = await buildApp(config);

if (generatedAdminPassword) {
  // Printed once: only its hash is stored. Set ADMIN_PASSWORD to choose your own.
  app.log.warn(`Admin portal password (generated, shown once): ${generatedAdminPassword}`);
}

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Fowls platform on ${config.publicUrl} (database: ${config.database.kind}, steam: ${config.steam.sandbox ? 'sandbox' : 'real'}, payments: ${config.coinbase.sandbox ? 'sandbox' : 'real'})`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal} received, shutting down`);
    close().then(() => process.exit(0), () => process.exit(1));
  });
}
