// `npm run account -- unlock <email>` / `reset-password <email>`: the owner's way back into the back
// office. Uses the same environment (DATA_DIR or DATABASE_URL) as `npm start`.
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './prepare.mjs';

ensureInstalled();
ensureBuilt();
await import(pathToFileURL(path.join(root, 'apps/server/dist/account-cli.js')).href);
