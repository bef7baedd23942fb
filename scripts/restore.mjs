// `npm run restore -- <file> [--yes]`: a backup into an empty data directory or database (DATA_DIR or
// DATABASE_URL, as for `npm start`), after a confirmation unless --yes.
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './prepare.mjs';

ensureInstalled();
ensureBuilt();
process.argv.splice(2, 0, 'restore');
await import(pathToFileURL(path.join(root, 'apps/server/dist/backup-cli.js')).href);
