import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/engine.js';

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
  if (app.setupCode)
    app.log.info(`No admin yet: create the first account at /register with the setup code ${app.setupCode}`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
