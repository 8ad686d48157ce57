#!/usr/bin/env bash
# Tests the Linux packages as a player on a new machine would meet them. Given a native
# release build folder in which the packages were made (cpack, and the target
# hearts_linux_archive):
#
#   1. lint: lintian, desktop-file-validate and appstreamcli validate on the .deb;
#   2. in a clean Debian 12 root (tests/package/debian-root.sh), as an ordinary user:
#      `apt-get install ./hearts_<version>_amd64.deb` pulls the libraries it needs from
#      Debian; the installed game starts under Xvfb, draws the table (its screenshot is
#      checked), plays a hand on its own and exits cleanly, its saved game in the user's
#      data folder and nothing beside the program;
#   3. the same build packaged as a later version installs over it, and the game resumes the
#      saved game; removing the package leaves the player's files;
#   4. the portable archive, unpacked in the user's home with only the libraries its
#      README names installed, starts, draws and plays the same way.
#
#   tests/package/linux-test.sh BUILD_DIR [ARTIFACT_DIR]
#
# Needs root (chroot, mounts), debootstrap, node with tests/e2e's packages (npm ci), and the
# network to the Debian mirror. Screenshots go to ARTIFACT_DIR (default BUILD_DIR/artifacts).
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
build="$(cd "${1:?usage: linux-test.sh BUILD_DIR [ARTIFACT_DIR]}" && pwd)"
artifacts="${2:-$build/artifacts}"
mkdir -p "$artifacts"

log() { printf 'linux-test: %s\n' "$*" >&2; }
die() { log "FAILED: $*"; exit 1; }

[[ $EUID -eq 0 ]] || die "needs root (chroot and mounts)"
version="$("$build/src/app/hearts" --version | sed -n 's/^hearts //p')"
[[ -n "$version" ]] || die "$build/src/app/hearts --version printed no version"
deb="$build/hearts_${version}_amd64.deb"
archive="$build/hearts-$version-linux-x86_64.tar.gz"
[[ -f "$deb" ]] || die "no $deb: run cpack in $build first"
[[ -f "$archive" ]] || die "no $archive: build the target hearts_linux_archive first"
started=$SECONDS

# --- 1. lint ----------------------------------------------------------------------------
log "lintian"
lintian --fail-on error,warning --info "$deb" || die "lintian found problems in $deb"
unpacked="$(mktemp -d)"
trap 'rm -rf "$unpacked"' EXIT
dpkg-deb -x "$deb" "$unpacked"
for f in "$unpacked"/usr/share/applications/*.desktop; do
  log "desktop-file-validate $(basename "$f")"
  out="$(desktop-file-validate "$f" 2>&1)" || die "desktop-file-validate: $out"
  [[ -z "$out" ]] || die "desktop-file-validate: $out"
done
for f in "$unpacked"/usr/share/metainfo/*.xml; do
  log "appstreamcli validate $(basename "$f")"
  appstreamcli validate --no-net --explain "$f" || die "appstreamcli validate failed on $f"
done

# --- the clean root -----------------------------------------------------------------------
root_tar="$("$here/debian-root.sh")"
root="$build/package-test-root"
mounted=()
cleanup() {
  local m
  for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do umount "${mounted[i]}" 2>/dev/null || umount -l "${mounted[i]}" || true; done
  # Never delete through a mount that is still there (/dev is the host's own).
  for m in "$root/dev" "$root/proc"; do
    if mountpoint -q "$m" 2>/dev/null; then log "still mounted: $m; left $root as it is"; return; fi
  done
  rm -rf "$root" "$unpacked"
}
trap cleanup EXIT
if [[ -d "$root" ]]; then
  for m in "$root/dev" "$root/proc"; do
    ! mountpoint -q "$m" 2>/dev/null || die "$m is mounted from an earlier run: unmount it first"
  done
  rm -rf "$root"
fi
mkdir -p "$root"
tar -C "$root" -xf "$root_tar"
mount --bind /dev "$root/dev" && mounted+=("$root/dev")
mount -t proc proc "$root/proc" && mounted+=("$root/proc")
cp /etc/resolv.conf "$root/etc/resolv.conf"
mkdir -p "$root/tmp/.X11-unix" && chmod 1777 "$root/tmp/.X11-unix"

path=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin:/usr/games:/usr/local/games
as_root() {
  chroot "$root" /usr/bin/env -i PATH="$path" HOME=/root LANG=C.UTF-8 \
    DEBIAN_FRONTEND=noninteractive "$@"
}
as_player() {
  chroot --userspec=1000:1000 "$root" /usr/bin/env -i PATH="$path" HOME=/home/player \
    LANG=C.UTF-8 USER=player "$@"
}
as_root useradd --create-home --uid 1000 --user-group --shell /bin/bash player
log "apt-get update in the root"
as_root apt-get update -qq || die "apt-get update failed in the root"

# A state field of the game, from the test hook's JSON (ui/test_hook.h).
state() { node -e 'const s = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
                   console.log(String(s[process.argv[2]]))' "$1" "$2"; }

# play NAME PROGRAM [ARGS...]: runs the game as the player under Xvfb for 400 frames (a bot in
# the player's seat too), then checks its exit, its screenshot and how far it played.
play() {
  local name="$1"; shift
  local shot="/home/player/$name.png" state_file="/home/player/$name.json" rc=0
  log "$name: $*"
  as_player xvfb-run -a -s "-screen 0 1400x900x24" "$@" --autoplay --fast --level random \
    --size 1280x800 --frames 400 --screenshot "$shot" --state-file "$state_file" \
    >"$artifacts/linux-$name.log" 2>&1 || rc=$?
  [[ $rc -eq 0 ]] || { cat "$artifacts/linux-$name.log" >&2; die "$name: the game exited with $rc"; }
  cp "$root$shot" "$artifacts/linux-$name.png"
  cp "$root$state_file" "$artifacts/linux-$name.json"
  node "$here/check-screenshot.mjs" "$artifacts/linux-$name.png" 1280 800 "$artifacts/linux-$name.json" ||
    die "$name: the screenshot"
}

# --- 2. install the package ----------------------------------------------------------------
cp "$deb" "$root/tmp/"
log "apt-get install ./$(basename "$deb")"
as_root apt-get install -y -qq "/tmp/$(basename "$deb")" >"$artifacts/linux-apt-install.log" 2>&1 ||
  { tail -n 30 "$artifacts/linux-apt-install.log" >&2; die "apt-get install of the package failed"; }
for lib in libsdl2-2.0-0 libsdl2-image-2.0-0 libsdl2-ttf-2.0-0; do
  as_root dpkg-query -W -f='${Status}\n' "$lib" | grep -q 'install ok installed' ||
    die "installing the package did not pull $lib"
done
got="$(as_player hearts --version)"
[[ "$got" == "hearts $version" ]] || die "hearts --version says '$got', not 'hearts $version'"
[[ -f "$root/usr/share/applications/io.github.heartsgame.Hearts.desktop" ]] || die "no desktop entry"
[[ -f "$root/usr/share/icons/hicolor/scalable/apps/io.github.heartsgame.Hearts.svg" ]] || die "no icon"
[[ -f "$root/usr/share/man/man6/hearts.6.gz" ]] || die "no man page"
man="$(gzip -dc "$root/usr/share/man/man6/hearts.6.gz")"
grep -q "@" <<<"$man" && die "the man page keeps a placeholder: $(grep -m1 "@" <<<"$man")"
grep -q "^.IR /usr/games/hearts ;" <<<"$man" || die "the man page does not name /usr/games/hearts"
grep -A1 -q "^The page version of the game plays in any browser at" <<<"$man" &&
  grep -q "^.IR https://.*github.io/" <<<"$man" || die "the man page does not give the page's address"
grep -q "^Exec=/usr/games/hearts$" "$root/usr/share/applications/io.github.heartsgame.Hearts.desktop" ||
  die "the desktop entry does not start /usr/games/hearts"

play installed /usr/games/hearts --seed 7
data="$root/home/player/.local/share/hearts/hearts"
[[ -f "$data/game.json" ]] || die "no saved game in the player's data folder ($data)"
[[ "$(ls "$root/usr/games")" == "hearts" ]] || die "something was written beside the program: $(ls "$root/usr/games")"
played="$(state "$artifacts/linux-installed.json" handsPlayed)"
(( played >= 1 )) || die "the game played $played hands in 400 frames"
hand="$(state "$artifacts/linux-installed.json" handNumber)"
log "installed: $played hands played, at hand $hand; saved in ~/.local/share/hearts/hearts"

# --- 3. upgrade ------------------------------------------------------------------------------
later="$version+1"
cpack_dir="$(mktemp -d)"
(cd "$build" && cpack --config CPackConfig.cmake -D CPACK_DEBIAN_PACKAGE_VERSION="$later" \
   -B "$cpack_dir" >/dev/null) || die "cpack could not make the version $later"
upgrade="$(ls "$cpack_dir"/hearts_*_amd64.deb)"
cp "$upgrade" "$root/tmp/"
log "upgrade to $later"
as_root apt-get install -y -qq "/tmp/$(basename "$upgrade")" >"$artifacts/linux-apt-upgrade.log" 2>&1 ||
  { tail -n 30 "$artifacts/linux-apt-upgrade.log" >&2; die "the upgrade failed"; }
rm -rf "$cpack_dir"
[[ "$(as_root dpkg-query -W -f='${Version}' hearts)" == "$later" ]] || die "dpkg does not show $later"
[[ -f "$data/game.json" ]] || die "the upgrade lost the saved game"
play upgraded /usr/games/hearts
[[ "$(state "$artifacts/linux-upgraded.json" seed)" == 7 ]] || die "after the upgrade the game did not resume the saved one"
resumed="$(state "$artifacts/linux-upgraded.json" handNumber)"
(( resumed >= hand )) || die "after the upgrade the game is at hand $resumed, before it at $hand"
log "upgraded: the game of seed 7 resumed at hand $hand and went on to hand $resumed"

as_root apt-get purge -y -qq --autoremove hearts >"$artifacts/linux-apt-purge.log" 2>&1 ||
  { tail -n 30 "$artifacts/linux-apt-purge.log" >&2; die "apt-get purge failed"; }
[[ ! -e "$root/usr/games/hearts" ]] || die "the program is still there after purge"
[[ -f "$data/game.json" ]] || die "removing the package removed the player's saved game"

# --- 4. the portable archive ----------------------------------------------------------------
as_root dpkg-query -W -f='${Status}\n' libsdl2-2.0-0 2>/dev/null | grep -q 'install ok installed' &&
  die "purging the package left SDL installed: the archive test would prove nothing"
readme_libs="$(tar -xzOf "$archive" "hearts-$version-linux-x86_64/README.txt" |
               sed -n 's/^ *sudo apt-get install //p')"
[[ -n "$readme_libs" ]] || die "the archive's README names no packages to install"
log "apt-get install $readme_libs (as the archive's README says)"
# shellcheck disable=SC2086
as_root apt-get install -y -qq $readme_libs >"$artifacts/linux-apt-readme.log" 2>&1 ||
  { tail -n 30 "$artifacts/linux-apt-readme.log" >&2; die "installing $readme_libs failed"; }
tar -C "$root/home/player" -xzf "$archive"
chown -R 1000:1000 "$root/home/player/hearts-$version-linux-x86_64"
program="/home/player/hearts-$version-linux-x86_64/hearts"
rm -rf "$data"
play archive "$program" --seed 9
[[ -f "$data/game.json" ]] || die "the archive's game saved nothing in the player's data folder"
log "archive: $(state "$artifacts/linux-archive.json" handsPlayed) hands played"
log "passed in $((SECONDS - started)) s"
