#!/usr/bin/env bash
# Makes sure a Chromium exists for the browser tests. Playwright's own browser download does not work
# on these machines, so the tests use Debian's, or the one CHROMIUM_PATH names:
# - by default its headless shell (`chromium-headless-shell`, the same engine without the desktop
#   browser around it: the export's suite takes 40 % less CPU time), else the full `chromium`
#   (playwright.config.ts picks the same way);
# - with `full`, the full `chromium` (the tests against `next dev`, whose error overlay for a broken
#   page the headless shell does not show).
set -euo pipefail
source "$(dirname "$0")/wait-system-packages.sh"
want="${1:-headless-shell}"
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "${CHROMIUM_PATH}" ]; then
  echo "Using Chromium from CHROMIUM_PATH: ${CHROMIUM_PATH}"
  exit 0
fi
if [ "$want" = "full" ]; then package=chromium; else package=chromium-headless-shell; fi
if [ -x "/usr/bin/$package" ]; then
  exit 0
fi
echo "Installing Debian's $package (needed by the browser tests)..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
if $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$package" fonts-dejavu-core >/dev/null; then
  "/usr/bin/$package" --version
  exit 0
fi
if [ "$want" != "full" ] && [ -x /usr/bin/chromium ]; then
  echo "chromium-headless-shell could not be installed: the browser tests use /usr/bin/chromium (slower)." >&2
  exit 0
fi
echo "$package could not be installed: the browser tests need it (or CHROMIUM_PATH)." >&2
exit 1
