#!/usr/bin/env bash
# Makes sure nginx exists for the browser tests against a real host (playwright.nginx.config.ts):
# Debian's package, installed with apt-get when missing (NGINX_PATH names another binary).
set -euo pipefail
if [ -n "${NGINX_PATH:-}" ] && [ -x "${NGINX_PATH}" ]; then
  echo "Using nginx from NGINX_PATH: ${NGINX_PATH}"
  exit 0
fi
if [ -x /usr/sbin/nginx ]; then
  exit 0
fi
echo "Installing Debian's nginx (needed by the nginx browser tests)..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
# Only the binary is used: the package's own service (port 80) must not start. Debian's invoke-rc.d
# asks /usr/sbin/policy-rc.d first; exit code 101 forbids starting any service during the install.
POLICY=/usr/sbin/policy-rc.d
if [ ! -e "$POLICY" ]; then
  printf '#!/bin/sh\nexit 101\n' | $SUDO tee "$POLICY" >/dev/null
  $SUDO chmod +x "$POLICY"
  trap '$SUDO rm -f "$POLICY"' EXIT
fi
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends nginx >/dev/null
/usr/sbin/nginx -v
