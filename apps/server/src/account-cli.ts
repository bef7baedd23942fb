import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/engine.js';
import { migrate } from './db/migrate.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { LOGIN_LOCK_POLICY } from './modules/auth/login-lock.js';

const USAGE = `Usage: npm run account -- <command> <email>
  unlock <email>          let the account sign in again at once (after ${LOGIN_LOCK_POLICY.maxFailures} failed sign-ins it waits ${LOGIN_LOCK_POLICY.lockMinutes} minutes)
  reset-password <email>  set a new random password (printed once), end its sessions and lift its lock`;

/** The owner's way back in when someone guessing passwords has locked the account, or the password is lost. */
async function main(args: string[]): Promise<number> {
  const [command, email] = args;
  if (!email || (command !== 'unlock' && command !== 'reset-password')) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig(process.env);
  const database = openDatabase(config);
  try {
    await migrate(database);
    const auth = createAuthService(database.db, { sessionTtlHours: config.SESSION_TTL_HOURS });
    if (command === 'unlock') {
      const lifted = await auth.liftLoginLock(email);
      console.log(lifted ? `${email} can sign in again.` : `${email} was not locked.`);
      return 0;
    }
    const password = await auth.resetPassword(email).catch(() => null);
    if (!password) {
      console.error(`No account with the email ${email}.`);
      return 1;
    }
    console.log(`New password for ${email}: ${password}\nSign in with it and keep it safe; every earlier session of this account has ended.`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  },
);
