// Shared by the benchmarks: the shipped deploy/nginx files in front of instances on this machine, as
// apps/server/test/instances-behind-nginx.test.ts runs them: halwai.conf's definitions (upstream,
// catalogue cache, maps) with these instances' ports, and a plain-HTTP server including
// halwai-locations.conf on one loopback port.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, root } from './lib.mjs';

const deployDir = path.join(root, 'deploy/nginx');
const SHIPPED_WEB_DIST = '/opt/halwai/apps/web/dist';

export const nginxBinary = () => ['nginx', '/usr/sbin/nginx'].find((bin) => spawnSync(bin, ['-v']).status === 0);

function config(dir, port, instancePorts, { workers, connections }) {
  const shipped = fs.readFileSync(path.join(deployDir, 'halwai.conf'), 'utf8');
  const definitions = shipped.slice(0, shipped.search(/^server \{/m));
  const upstream = /upstream halwai_instances \{[\s\S]*?\n\}/.exec(definitions)?.[0];
  const cachePath = /proxy_cache_path (\S+)/.exec(definitions)?.[1];
  if (!upstream || !cachePath) throw new Error('deploy/nginx/halwai.conf has no upstream halwai_instances or proxy_cache_path');
  // The shipped server lines' parameters (max_fails, fail_timeout) kept, on these ports.
  const serverLine = /^(\s*)server 127\.0\.0\.1:\d+(.*)$/m.exec(upstream);
  const servers = instancePorts.map((p) => `${serverLine[1]}server 127.0.0.1:${p}${serverLine[2]}`).join('\n');
  const ourUpstream = upstream.replace(/^\s*server 127\.0\.0\.1:\d+.*\n/gm, '').replace('least_conn;', `least_conn;\n${servers}`);
  const locations = path.join(dir, 'halwai-locations.conf');
  const webDist = path.join(root, 'apps/web/dist');
  fs.writeFileSync(
    locations,
    fs.readFileSync(path.join(deployDir, 'halwai-locations.conf'), 'utf8').replace(`root ${SHIPPED_WEB_DIST};`, `root ${webDist};`),
  );
  const temp = (name) => `${name}_temp_path ${path.join(dir, name)};`;
  return `
${process.getuid?.() === 0 ? 'user root;' : ''}
daemon off;
master_process on;
worker_processes ${workers};
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections ${connections}; }
http {
  access_log off;
  ${fs.existsSync('/etc/nginx/mime.types') ? 'include /etc/nginx/mime.types;' : ''}
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  ${definitions.replace(upstream, ourUpstream).replace(cachePath, path.join(dir, 'cache'))}
  server {
    listen 127.0.0.1:${port};
    server_name 127.0.0.1;
    add_header X-Upstream $upstream_addr always;
    include ${locations};
  }
}
`;
}

/** Starts nginx in `dir` in front of `instancePorts`; resolves once it answers /healthz. */
export async function startNginx(dir, instancePorts, { workers = 1, connections = 4096 } = {}) {
  const bin = nginxBinary();
  if (!bin) throw new Error('nginx is missing: install it with `sudo apt-get install -y nginx-light` (or nginx)');
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, config(dir, port, instancePorts, { workers, connections }));
  const child = spawn(bin, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], { stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('nginx did not answer');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    errorLog: () => fs.readFileSync(path.join(dir, 'error.log'), 'utf8'),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGQUIT');
        await new Promise((r) => child.once('exit', r));
      }
    },
  };
}
