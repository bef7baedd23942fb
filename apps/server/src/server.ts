import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, listeningPort } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/engine.js';
import { networkAddresses, startBanner } from './start-banner.js';

/** The only entry: load config, build the app, listen, and on SIGTERM drain requests and close the database. */
async function main() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const config = loadConfig(process.env, path.resolve(here, '../../web/dist'));
  const database = openDatabase(config);
  const app = await buildApp(config, database);
  app.addHook('onClose', () => database.close());

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const banner = startBanner({
    ...app.shopStart,
    port: listeningPort(app, config.PORT),
    host: config.HOST,
    networkAddresses: networkAddresses(config.HOST),
    publicUrl: config.PUBLIC_URL,
    seedDemo: config.SEED_DEMO,
    dataPlace: config.DATABASE_URL ? 'PostgreSQL' : path.resolve(config.DATA_DIR),
    adminEmail: config.ADMIN_EMAIL,
  });
  // On a terminal, plain lines a person reads at a glance; for a log collector, a record each, warnings
  // while the shop has no admin, so that the setup code shows at a quieter LOG_LEVEL too.
  if (config.LOG_FORMAT === 'pretty') process.stdout.write(`\n${banner.map((line) => `  ${line}`).join('\n')}\n\n`);
  else for (const line of banner) app.log[app.shopStart.setupCode ? 'warn' : 'info'](line.trim());
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
