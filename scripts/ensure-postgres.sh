#!/usr/bin/env bash
# The server tests run on a throwaway PostgreSQL cluster (test/server/support/postgres-cluster.ts):
# they need Debian's PostgreSQL server binaries (initdb, pg_ctl, postgres). No service is started here.
set -euo pipefail

have_postgres() {
  compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null && compgen -G '/usr/lib/postgresql/*/bin/pg_ctl' >/dev/null
}

if have_postgres || [ -n "${PG_BIN:-}" ]; then
  exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
  echo "PostgreSQL not found: installing Debian's postgresql with apt-get (needed by the server tests)..."
  export DEBIAN_FRONTEND=noninteractive
  # Install the binaries only: no cluster of its own, no service started (the tests start their own).
  mkdir -p /etc/postgresql-common
  grep -qs '^create_main_cluster' /etc/postgresql-common/createcluster.conf ||
    echo 'create_main_cluster = false' >>/etc/postgresql-common/createcluster.conf
  policy=/usr/sbin/policy-rc.d
  had_policy=0
  [ -e "$policy" ] && had_policy=1
  [ "$had_policy" -eq 1 ] || { printf '#!/bin/sh\nexit 101\n' >"$policy"; chmod +x "$policy"; }
  apt-get update -qq >/dev/null
  apt-get install -y -qq --no-install-recommends postgresql >/dev/null
  [ "$had_policy" -eq 1 ] || rm -f "$policy"
  if have_postgres; then
    echo "PostgreSQL installed: $(ls -d /usr/lib/postgresql/*/bin | tail -1)"
    exit 0
  fi
  echo "Installing postgresql with apt-get did not produce /usr/lib/postgresql/*/bin/initdb; the server tests cannot run." >&2
  exit 1
fi

echo 'The server tests need PostgreSQL'"'"'s server binaries: run `sudo apt-get install -y postgresql` (or set PG_BIN to a folder with initdb and pg_ctl)' >&2
exit 1
