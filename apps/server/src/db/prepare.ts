import type { Config } from '../config.js';
import type { AuthService } from '../modules/auth/auth.service.js';
import { ADVISORY_LOCKS, oneInstanceAtATime } from './advisory-locks.js';
import type { Db } from './engine.js';
import { migrate } from './migrate.js';
import { seedDemoShop } from './seed/seed-demo-shop.js';

/** Before serving: migrate, seed the demo shop into an empty database, and ensure the configured admin. */
export async function prepareDatabase(database: Db, config: Config, auth: AuthService): Promise<void> {
  await migrate(database);
  if (config.SEED_DEMO) {
    const any = await database.db.selectFrom('categories').select('id').limit(1).executeTakeFirst();
    if (!any) await seedDemoShop(database.db);
  }
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = config;
  // Two instances starting together would both find no admin and both add one.
  if (email && password) await oneInstanceAtATime(database, ADVISORY_LOCKS.configuredAdmin, () => auth.ensureAdmin(email, password));
}
