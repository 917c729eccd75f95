#!/usr/bin/env bash
# Browser tests drive Debian's chromium through playwright-core (no bundled browser download).
set -euo pipefail

CHROMIUM=/usr/bin/chromium

if [ -x "$CHROMIUM" ]; then
  exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
  echo "chromium not found: installing it with apt-get (needed by the browser tests)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq --no-install-recommends chromium >/dev/null
  if [ -x "$CHROMIUM" ]; then
    echo "chromium installed: $("$CHROMIUM" --version 2>/dev/null || echo "$CHROMIUM")"
    exit 0
  fi
  echo "Installing chromium with apt-get did not produce $CHROMIUM; browser tests cannot run." >&2
  exit 1
fi

echo 'Browser tests need Debian'"'"'s chromium: run `sudo apt-get install -y chromium`' >&2
exit 1
