// `npm start`: install and build if needed, then run the server in this process
// (it migrates, seeds an empty database and serves the web app and API on one port).
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './prepare.mjs';

const started = performance.now();
ensureInstalled();
ensureBuilt();
console.log(`> ready to serve (preparation took ${Math.round(performance.now() - started)} ms)`);
await import(pathToFileURL(path.join(root, 'apps/server/dist/server.js')).href);
