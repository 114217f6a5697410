#!/usr/bin/env bash
# Makes sure a Chromium exists for the browser tests. Playwright's own browser download does not work
# on these machines, so the tests use Debian's chromium (or one named by CHROMIUM_PATH).
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "${CHROMIUM_PATH}" ]; then
  echo "Using Chromium from CHROMIUM_PATH: ${CHROMIUM_PATH}"
  exit 0
fi
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
echo "Installing Debian's chromium (needed by the browser tests)..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
/usr/bin/chromium --version
