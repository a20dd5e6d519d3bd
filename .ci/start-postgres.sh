#!/usr/bin/env bash
# Starts Debian's PostgreSQL on loopback and prints a TEST_DATABASE_URL for it.
set -euo pipefail
# Only the URL goes to stdout (the caller captures it); everything else to stderr.
exec 3>&1 1>&2
if ! command -v pg_lsclusters >/dev/null 2>&1; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
read -r ver name _ < <(pg_lsclusters --no-header | head -n 1)
if [ -z "${ver:-}" ]; then
  ver=$(ls /usr/lib/postgresql | sort -n | tail -n 1); name=main
  pg_createcluster "$ver" "$name" >/dev/null
fi
pg_ctlcluster "$ver" "$name" start 2>/dev/null || true
for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -q && break; sleep 0.5; done
su postgres -c "psql -q -c \"ALTER USER postgres PASSWORD 'postgres'\"" >/dev/null
echo "postgres://postgres:postgres@127.0.0.1:5432/postgres" >&3
