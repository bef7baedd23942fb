// `npm run backup -- <file>`: a consistent copy of the shop's database while it keeps serving. Uses the
// same environment (DATA_DIR or DATABASE_URL) as `npm start`.
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './prepare.mjs';

ensureInstalled();
ensureBuilt();
process.argv.splice(2, 0, 'backup');
await import(pathToFileURL(path.join(root, 'apps/server/dist/backup-cli.js')).href);
