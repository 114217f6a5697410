# Sourced by ensure-chromium.sh and ensure-nginx.sh: while system-packages.sh installs in the
# background (it holds the lock), waits for it to end. SYSTEM_PACKAGES_LOCKED=1: the caller is that
# install, or must not wait (unit tests of these scripts).
SYSTEM_PACKAGES_LOCK="${TMPDIR:-/tmp}/mui-x-docs-system-packages.lock"
if [ -z "${SYSTEM_PACKAGES_LOCKED:-}" ] && command -v flock >/dev/null 2>&1; then
  exec 8>"$SYSTEM_PACKAGES_LOCK"
  flock 8
  exec 8>&-
fi
