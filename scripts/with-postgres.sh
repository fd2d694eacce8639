#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL cluster and TEST_DATABASE_URL pointing at it:
#   scripts/with-postgres.sh npm test
# The cluster lives in a temporary folder (data and socket) and is removed on exit.
# PostgreSQL refuses to run as root, so as root the server runs as the `postgres` user.
set -euo pipefail

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
if [[ ! -x "$PG_BIN/initdb" ]]; then
  echo "with-postgres: no PostgreSQL in $PG_BIN (apt-get install postgresql-15, or set PG_BIN)" >&2
  exit 1
fi
if [[ $# -eq 0 ]]; then
  echo "usage: $0 COMMAND [ARGS...]" >&2
  exit 2
fi

as_server_user() {
  if [[ "$(id -u)" -eq 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}

# A free loopback port, chosen by the kernel.
free_port() {
  node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

PG_DIR="$(mktemp -d -t council-pg.XXXXXX)"
[[ "$(id -u)" -eq 0 ]] && chown postgres: "$PG_DIR"
PG_PORT="$(free_port)"

cleanup() {
  as_server_user "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
}
trap cleanup EXIT

as_server_user "$PG_BIN/initdb" -D "$PG_DIR/data" -A trust -U postgres --no-sync -E UTF8 >/dev/null
as_server_user "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w \
  -o "-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null \
  || { cat "$PG_DIR/server.log" >&2; exit 1; }
as_server_user "$PG_BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U postgres council_test

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/council_test"
echo "with-postgres: PostgreSQL on 127.0.0.1:$PG_PORT, TEST_DATABASE_URL=$TEST_DATABASE_URL"

# Not exec: the trap must still stop the server when the command ends.
status=0
"$@" || status=$?
exit "$status"
