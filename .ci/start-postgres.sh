#!/usr/bin/env bash
# Starts Debian's PostgreSQL on loopback for the server suite. Prints nothing the caller
# must capture: the URL is fixed (see .ci/run).
set -euo pipefail
if ! command -v pg_lsclusters >/dev/null 2>&1; then
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql; } \
    </dev/null >/tmp/ci-apt.log 2>&1 || { cat /tmp/ci-apt.log >&2; exit 1; }
fi
read -r ver name _ < <(pg_lsclusters --no-header | head -n 1)
if [ -z "${ver:-}" ]; then
  ver=$(ls /usr/lib/postgresql | sort -n | tail -n 1); name=main
  pg_createcluster "$ver" "$name" >/dev/null
fi
# The postmaster inherits every open descriptor of whoever starts it. Holding a pipe of
# the CI runner (its output, or a $(...) capture) would keep that pipe open forever, and
# the run would hang after its last test. So it starts with only /dev/null and no others.
(
  for fd in /proc/$BASHPID/fd/*; do
    fd=${fd##*/}
    if [ "$fd" -gt 2 ]; then eval "exec $fd>&-" 2>/dev/null || true; fi
  done
  exec pg_ctlcluster "$ver" "$name" start
) </dev/null >/dev/null 2>&1 || true
for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -q && break; sleep 0.5; done
pg_isready -h 127.0.0.1 -q || { echo "PostgreSQL did not start" >&2; exit 1; }
su postgres -c "psql -q -c \"ALTER USER postgres PASSWORD 'postgres'\"" </dev/null >/dev/null
echo "$ver $name"
