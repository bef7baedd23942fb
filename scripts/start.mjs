// `npm start`: install what running needs and build if needed, then run the server in this process
// (it migrates, seeds an empty database and serves the web app and API on one port).
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { prepareToRun, root, seconds } from './prepare.mjs';

// Plain lines, one per event, wherever the output goes (a terminal, a file, a process manager), unless
// LOG_FORMAT=json asks for JSON lines for a log collector.
process.env.LOG_FORMAT ??= 'pretty';

const started = performance.now();
await prepareToRun();
console.log(`> starting the shop (prepared in ${seconds(started)})`);
await import(pathToFileURL(path.join(root, 'apps/server/dist/server.js')).href);
