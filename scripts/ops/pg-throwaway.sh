#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 on a free port and prints its URL on the last line.
# Usage: eval "$(bash scripts/ops/pg-throwaway.sh --export)"   (sets TEST_DATABASE_URL and PG_THROWAWAY_DIR)
#        bash scripts/ops/pg-throwaway.sh --stop DIR
set -euo pipefail

if [ "${1:-}" = "--stop" ]; then
  runuser -u postgres -- /usr/lib/postgresql/15/bin/pg_ctl -D "$2/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$2"
  exit 0
fi

bin=/usr/lib/postgresql/15/bin
if [ ! -x "$bin/initdb" ]; then
  echo "Installing postgresql-15…" >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql-15 >/dev/null
fi

dir=$(mktemp -d /tmp/pg-throwaway.XXXXXX)
chown postgres:postgres "$dir"
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
runuser -u postgres -- "$bin/initdb" -D "$dir/data" -A trust -U postgres >/dev/null
runuser -u postgres -- "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300" start >/dev/null
url="postgres://postgres@127.0.0.1:$port/postgres"
if [ "${1:-}" = "--export" ]; then
  echo "export TEST_DATABASE_URL=$url PG_THROWAWAY_DIR=$dir"
else
  echo "PostgreSQL 15 at $url (data in $dir; stop with: bash scripts/ops/pg-throwaway.sh --stop $dir)" >&2
  echo "$url"
fi
