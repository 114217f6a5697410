# Sourced by ensure-chromium.sh and ensure-nginx.sh: while system-packages.sh installs in the
# background (it holds the lock), waits for it to end. SYSTEM_PACKAGES_LOCKED=1: the caller is that
# install, or must not wait (unit tests of these scripts). A lock that cannot be taken (no flock,
# another user's file) is not waited for: the check then installs what it misses itself, as before.
SYSTEM_PACKAGES_LOCK="${TMPDIR:-/tmp}/mui-x-docs-system-packages.lock"
if [ -z "${SYSTEM_PACKAGES_LOCKED:-}" ] && [ -e "$SYSTEM_PACKAGES_LOCK" ] && command -v flock >/dev/null 2>&1; then
  flock "$SYSTEM_PACKAGES_LOCK" true 2>/dev/null || true
fi
