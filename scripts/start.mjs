// `npm start`: install what running needs and build if needed, then run the server in this process
// (it migrates, seeds an empty database and serves the web app and API on one port).
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { prepareToRun, root, seconds } from './prepare.mjs';

const started = performance.now();
await prepareToRun();
console.log(`> starting the shop (prepared in ${seconds(started)})`);
await import(pathToFileURL(path.join(root, 'apps/server/dist/server.js')).href);
