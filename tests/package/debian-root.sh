#!/usr/bin/env bash
# Makes (once) a clean Debian 12 root for the package tests and prints the path of its
# archive: debootstrap's minimal system with what the tests themselves need (Xvfb and xauth,
# to run the game in a window), and the apt sources of this machine. Nothing of the game.
#
# The archive is ${HEARTS_CACHE_DIR:-$HOME/.cache/hearts}/debian-root-<key>.tar, the key
# naming the suite, the month and the recipe revision, so a root is at most a month behind
# the archive it installs from (the tests update its package lists anyway). Built in a
# temporary folder and moved into place in one rename; one build at a time.
# Needs root (debootstrap, chroot).
set -euo pipefail

readonly RECIPE=1
readonly SUITE=bookworm
readonly TOOLS=xvfb,xauth

log() { printf 'debian-root: %s\n' "$*" >&2; }
die() { log "error: $*"; exit 1; }

[[ $EUID -eq 0 ]] || die "needs root (debootstrap and chroot)"
command -v debootstrap >/dev/null || die "debootstrap is missing: scripts/install-deps.sh --package-test"

cache_root="${HEARTS_CACHE_DIR:-$HOME/.cache/hearts}"
mkdir -p "$cache_root"
key="$SUITE-$(date -u +%Y-%m)-r$RECIPE"
archive="$cache_root/debian-root-$key.tar"

exec 8>"$cache_root/.debian-root.lock"
flock 8
if [[ -f "$archive" ]]; then
  log "up to date: $archive"
  printf '%s\n' "$archive"
  exit 0
fi

# The mirror this machine installs from (deb822 or one-line sources), else Debian's own.
mirror="$(sed -n 's/^URIs: *\([^ ]*debian\)$/\1/p; s/^deb \(\[[^]]*\] \)\{0,1\}\([^ ]*debian\) .*/\2/p' \
          /etc/apt/sources.list.d/*.sources /etc/apt/sources.list 2>/dev/null | head -n1 || true)"
mirror="${HEARTS_DEBIAN_MIRROR:-${mirror:-http://deb.debian.org/debian}}"

work="$(mktemp -d "$cache_root/.debian-root-build.XXXXXX")"
trap 'rm -rf "$work"' EXIT
started=$(date +%s)
log "debootstrap $SUITE from $mirror (with $TOOLS)"
debootstrap --variant=minbase --include="$TOOLS" "$SUITE" "$work/root" "$mirror" \
  >"$work/debootstrap.log" 2>&1 || { tail -n 30 "$work/debootstrap.log" >&2; die "debootstrap failed"; }

# The same sources as this machine (the updates and security suites with them), so the root
# installs what a Debian 12 user's apt would.
rm -f "$work/root/etc/apt/sources.list"
mkdir -p "$work/root/etc/apt/sources.list.d"
if compgen -G "/etc/apt/sources.list.d/*.sources" >/dev/null; then
  cp /etc/apt/sources.list.d/*.sources "$work/root/etc/apt/sources.list.d/"
else
  printf 'deb %s %s main\ndeb %s %s-updates main\n' "$mirror" "$SUITE" "$mirror" "$SUITE" \
    >"$work/root/etc/apt/sources.list"
fi
rm -rf "$work/root/var/cache/apt/archives/"*.deb

tar -C "$work/root" -cf "$work/root.tar" .
rm -f "$cache_root"/debian-root-*.tar
mv "$work/root.tar" "$archive"
log "built in $(( $(date +%s) - started )) s: $archive ($(du -h "$archive" | cut -f1))"
printf '%s\n' "$archive"
