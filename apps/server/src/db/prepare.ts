import type { Config } from '../config.js';
import { ADVISORY_LOCKS, oneInstanceAtATime } from './advisory-locks.js';
import type { Db } from './engine.js';
import { migrate } from './migrate.js';
import { seedDemoShop } from './seed/seed-demo-shop.js';

/**
 * Before serving: migrate, seed the demo shop into an empty database, and ensure the configured admin.
 * Says whether it seeded the demo shop (the start tells the person who started it).
 */
export async function prepareDatabase(
  database: Db,
  config: Config,
  /** Adds the configured admin when there is none (modules/auth): the database layer imports no module. */
  ensureAdmin: (email: string, password: string) => Promise<void>,
): Promise<{ demoSeeded: boolean }> {
  await migrate(database);
  // Another instance starting beside this one may be the one that seeds.
  const demoSeeded = config.SEED_DEMO && (await seedDemoShop(database.db));
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = config;
  // Two instances starting together would both find no admin and both add one.
  if (email && password) await oneInstanceAtATime(database, ADVISORY_LOCKS.configuredAdmin, () => ensureAdmin(email, password));
  return { demoSeeded };
}
