import type { Config } from '../config.js';
import type { AuthService } from '../modules/auth/auth.service.js';
import type { Db } from './engine.js';
import { migrate } from './migrate.js';
import { seedDemoShop } from './seed/seed-demo-shop.js';

/**
 * Before serving: migrate, seed the demo shop into an empty database, and ensure the configured admin.
 * Says whether it seeded the demo shop (the start tells the person who started it).
 */
export async function prepareDatabase(database: Db, config: Config, auth: AuthService): Promise<{ demoSeeded: boolean }> {
  await migrate(database);
  let demoSeeded = false;
  if (config.SEED_DEMO) {
    const any = await database.db.selectFrom('categories').select('id').limit(1).executeTakeFirst();
    if (!any) {
      await seedDemoShop(database.db);
      demoSeeded = true;
    }
  }
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) await auth.ensureAdmin(config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
  return { demoSeeded };
}
