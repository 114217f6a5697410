#!/usr/bin/env bash
# First step of `npm test`: installs the system packages the browser suites need (Debian's Chromium,
# its headless shell and nginx, through ensure-chromium.sh and ensure-nginx.sh) in the background,
# while the unit tests and the docs check run: on a fresh machine that is about a minute of
# downloading and unpacking the suites no longer wait for. It returns at once.
# Each suite's own check runs the same scripts again when its turn comes: they first wait for this
# install to end (wait-system-packages.sh), then find the packages there, or install what is still
# missing themselves and report, as before, why they cannot. The background's output goes to
# $TMPDIR/mui-x-docs-system-packages.log.
set -uo pipefail
cd "$(dirname "$0")/../.."
source scripts/check/wait-system-packages.sh
# Without flock, or a lock file this user cannot write, nothing could wait for the background: each
# suite installs its own, as before.
command -v flock >/dev/null 2>&1 || exit 0
{ exec 9>"$SYSTEM_PACKAGES_LOCK"; } 2>/dev/null || exit 0
flock 9 || exit 0
# The background keeps descriptor 9, and with it the lock, until its last install ends; the scripts
# it runs do not wait for the lock it holds.
(
  export SYSTEM_PACKAGES_LOCKED=1
  bash scripts/check/ensure-chromium.sh 9>&-
  bash scripts/check/ensure-chromium.sh full 9>&-
  bash scripts/check/ensure-nginx.sh 9>&-
) </dev/null >"${TMPDIR:-/tmp}/mui-x-docs-system-packages.log" 2>&1 &
exit 0
