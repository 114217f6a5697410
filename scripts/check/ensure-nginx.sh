#!/usr/bin/env bash
# Makes sure nginx exists for the browser tests against a real host (playwright.nginx.config.ts):
# Debian's package, installed with apt-get when missing (NGINX_PATH names another binary).
# Exit status: 0 when nginx is there, 3 when it is missing and could not be installed (no apt, apt's
# servers unreachable, no root and no sudo): scripts/check/test-nginx.sh then skips the suite.
# NGINX_SYSTEM_PATH and APT_GET replace /usr/sbin/nginx and apt-get in scripts/check/testNginx.test.ts.
set -uo pipefail
source "$(dirname "$0")/wait-system-packages.sh"
SYSTEM_NGINX="${NGINX_SYSTEM_PATH:-/usr/sbin/nginx}"
APT_GET="${APT_GET:-apt-get}"
if [ -n "${NGINX_PATH:-}" ] && [ -x "${NGINX_PATH}" ]; then
  echo "Using nginx from NGINX_PATH: ${NGINX_PATH}"
  exit 0
fi
if [ -x "$SYSTEM_NGINX" ]; then
  exit 0
fi
cannot() {
  echo "nginx is missing and could not be installed: $1" >&2
  exit 3
}
command -v "$APT_GET" >/dev/null 2>&1 || cannot "no apt-get on this machine"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null || cannot "not root, and sudo needs a password or is missing"
  SUDO="sudo -n"
fi
echo "Installing Debian's nginx (needed by the nginx browser tests)..."
# Unreachable servers fail fast instead of retrying for minutes.
APT_OPTIONS=(-o Acquire::Retries=0 -o Acquire::http::Timeout=15 -o Acquire::https::Timeout=15)
timeout 180 $SUDO "$APT_GET" "${APT_OPTIONS[@]}" update -qq || cannot "apt-get update failed (package servers unreachable?)"
# Only the binary is used: the package's own service (port 80) must not start. Debian's invoke-rc.d
# asks /usr/sbin/policy-rc.d first; exit code 101 forbids starting any service during the install.
POLICY=/usr/sbin/policy-rc.d
if [ ! -e "$POLICY" ]; then
  printf '#!/bin/sh\nexit 101\n' | $SUDO tee "$POLICY" >/dev/null
  $SUDO chmod +x "$POLICY"
  trap '$SUDO rm -f "$POLICY"' EXIT
fi
DEBIAN_FRONTEND=noninteractive timeout 300 $SUDO "$APT_GET" "${APT_OPTIONS[@]}" install -y -qq --no-install-recommends nginx >/dev/null ||
  cannot "apt-get install nginx failed"
[ -x "$SYSTEM_NGINX" ] || cannot "the package did not install $SYSTEM_NGINX"
"$SYSTEM_NGINX" -v
