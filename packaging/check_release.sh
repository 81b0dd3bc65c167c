#!/usr/bin/env bash
# Release check: installs the artifacts of packaging/release.py as a player would, in a
# bare environment (env -i, a fresh HOME, a PATH with the shell tools and no Python),
# and plays them.
#
# Tarball: install.sh; the menu entry and the MIME type; a headless game with rule
# checks; AI rounds with an Expert seat, whose process pool must run (the bundle's
# own executable as workers); a save given on the command line opened in the window
# (its autosave written, SIGTERM leaves no crash marker) and shown in a German
# screenshot; a file that is no save refused; uninstall.sh --purge leaves nothing in
# the home folder.
# .deb: installed with dpkg into a root folder of its own (--system: into this
# machine, for a throw-away machine or container; needs root), the same game checks,
# then purged: no file of the package is left.
#
# Usage: packaging/check_release.sh [--system] [DIST]    (DIST defaults to dist/)
# The German screenshots are kept as DIST/check-tarball-de.png and DIST/check-deb-de.png.
set -euo pipefail
root_dir="$(cd "$(dirname "$0")/.." && pwd)"
system=no
if [ "${1:-}" = "--system" ]; then system=yes; shift; fi
dist="$(cd "${1:-$root_dir/dist}" && pwd)"
version="$(sed -n 's/^__version__ = "\(.*\)"$/\1/p' "$root_dir/powergrid/__init__.py")"
tarball="$dist/powergrid-$version-linux-x86_64.tar.gz"
deb="$(find "$dist" -maxdepth 1 -name "powergrid_${version}-*_amd64.deb" | head -1)"
save_fixture="$root_dir/tests/rules/data/version2-before-variants.pgsave"
work="$(mktemp -d)"
game_pids=()
cleanup() {
    local pid
    for pid in "${game_pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "release check FAILED: $*" >&2; exit 1; }
ok() { echo "ok: $*"; }

[ -f "$tarball" ] || fail "$tarball is missing; run packaging/release.py"
[ -n "$deb" ] || fail "no powergrid_$version-*_amd64.deb in $dist"

# The bare PATH: the shell tools install.sh, uninstall.sh and this check use, and the
# desktop's cache tools; no Python.
mkdir -p "$work/bin"
for tool in sh bash cat cp cut dirname find grep head ln ls mkdir mv od printf readlink \
            rm rmdir sed sleep sort stat tr update-mime-database update-desktop-database; do
    found="$(command -v "$tool" || true)"
    [ -n "$found" ] && ln -s "$found" "$work/bin/$tool"
done
bare() {  # bare HOME COMMAND...: run COMMAND with nothing of this environment
    local home="$1"; shift
    env -i "HOME=$home" "PATH=$work/bin" "LANG=C.UTF-8" "$@"
}
if bare "$work" sh -c 'command -v python3 || command -v python'; then
    fail "the bare environment has a Python"
fi
ok "bare environment: env -i, PATH=$work/bin without Python"

# The game's processes running this executable (the Expert's pool: forkserver, workers).
count_processes() {
    local exe="$1" n=0 link
    for link in /proc/[0-9]*/exe; do
        [ "$(readlink "$link" 2>/dev/null || true)" = "$exe" ] && n=$((n + 1))
    done
    echo "$n"
}

# check_game HOME APP NAME: plays the installed game APP with the home folder HOME.
check_game() {
    local home="$1" app="$2" name="$3" data="$1/.local/share/powergrid/powergrid"
    local version_line
    version_line="$(bare "$home" "$app" --version)"
    [ "$version_line" = "powergrid $version" ] || fail "$name: --version printed '$version_line'"
    ok "$name: $version_line"

    bare "$home" "$app" simulate --players 3 --map germany --games 2 --seed 11 --check \
        > "$work/sim.json" 2> "$work/sim.err" || fail "$name: simulate: $(cat "$work/sim.err")"
    grep -q '"finished": 2' "$work/sim.json" || fail "$name: simulate: $(cat "$work/sim.json")"
    grep -q '"violations": 0' "$work/sim.json" || fail "$name: simulate found rule violations"
    ok "$name: two headless games on Germany, no rule violations"

    # AI rounds with an Expert seat; its pool shows as more processes of the same binary.
    local exe most=0 n pid start end
    exe="$(readlink -f "$app")"
    start=$(date +%s)
    env -i "HOME=$home" "PATH=$work/bin" "LANG=C.UTF-8" "$app" tournament \
        --seats expert,normal --games 1 --seed 3 > "$work/tour.json" 2> "$work/tour.err" &
    pid=$!
    game_pids+=("$pid")
    while kill -0 "$pid" 2>/dev/null; do
        n=$(count_processes "$exe")
        [ "$n" -gt "$most" ] && most=$n
        sleep 0.5
    done
    wait "$pid" || fail "$name: tournament: $(cat "$work/tour.err")"
    end=$(date +%s)
    grep -q '"expert"' "$work/tour.json" || fail "$name: tournament: $(cat "$work/tour.json")"
    [ "$most" -ge 3 ] || fail "$name: the Expert searched without its process pool ($most processes)"
    ok "$name: an Expert and a Normal seat played a whole game in $((end - start)) s, the Expert's pool running ($most processes of the game)"

    # A save named on the command line: the window opens it (the autosave is the game),
    # and SIGTERM ends the session cleanly.
    cp "$save_fixture" "$work/game.pgsave"
    open_in_window() {  # FILE: open it, wait for the autosave, end with SIGTERM
        rm -f "$data/autosave.pgsave"
        # Not through bare(): $! must be the game's own process (env execs it).
        env -i "HOME=$home" "PATH=$work/bin" "LANG=C.UTF-8" QT_QPA_PLATFORM=offscreen \
            "$app" "$1" > "$work/win.out" 2> "$work/win.err" &
        local pid=$!
        game_pids+=("$pid")
        for _ in $(seq 600); do
            [ -f "$data/autosave.pgsave" ] && [ -f "$data/session.running" ] && break
            kill -0 "$pid" 2>/dev/null || fail "$name: the window ended: $(cat "$work/win.err")"
            sleep 0.1
        done
        [ -f "$data/autosave.pgsave" ] || fail "$name: $1 was not opened (no autosave)"
        kill -TERM "$pid"
        wait "$pid" || fail "$name: the window exited $? on SIGTERM: $(cat "$work/win.err")"
        [ ! -e "$data/session.running" ] || fail "$name: SIGTERM left session.running behind"
        [ ! -s "$work/win.err" ] || fail "$name: the window printed: $(head -3 "$work/win.err")"
    }
    open_in_window "$work/game.pgsave"
    cp "$data/autosave.pgsave" "$work/again.pgsave"
    open_in_window "$work/again.pgsave"
    cmp -s "$data/autosave.pgsave" "$work/again.pgsave" \
        || fail "$name: a save opened from the command line came back changed"
    ok "$name: 'powergrid FILE' opened the save in the window; SIGTERM left no crash marker"

    printf 'not a save\n' > "$work/notes.pgsave"
    if bare "$home" QT_QPA_PLATFORM=offscreen "$app" --screenshot "$work/x.png" \
        "$work/notes.pgsave" 2> "$work/refused.err"; then
        fail "$name: a file that is no save was accepted"
    fi
    grep -q "cannot open $work/notes.pgsave" "$work/refused.err" \
        || fail "$name: refusal: $(cat "$work/refused.err")"
    ok "$name: a file that is no save is refused: $(cut -c1-90 "$work/refused.err")…"

    local shot="$dist/check-$name-de.png"
    bare "$home" QT_QPA_PLATFORM=offscreen "$app" --screenshot "$shot" --lang de \
        --size 1366x768 "$work/game.pgsave" > /dev/null 2> "$work/shot.err" \
        || fail "$name: screenshot: $(cat "$work/shot.err")"
    [ ! -s "$work/shot.err" ] || fail "$name: screenshot printed: $(head -3 "$work/shot.err")"
    [ "$(od -An -tx1 -N8 "$shot" | tr -d ' \n')" = "89504e470d0a1a0a" ] || fail "$shot is no PNG"
    [ "$(stat -c %s "$shot")" -gt 30000 ] || fail "$shot is nearly empty"
    ok "$name: the save in German at 1366x768: $shot"
}

# ---- the tarball -------------------------------------------------------------------
home="$work/tar-home"
mkdir -p "$home" "$work/unpack"
(cd "$work/unpack" && tar xzf "$tarball")
release="$work/unpack/powergrid-$version-linux-x86_64"
bare "$home" "$release/install.sh" > "$work/install.out" || fail "install.sh: $(cat "$work/install.out")"
app="$home/.local/bin/powergrid"
[ -L "$app" ] && [ -x "$app" ] || fail "install.sh made no $app"
entry="$home/.local/share/applications/io.github.powergrid.PowerGrid.desktop"
grep -qx "Exec=$home/.local/lib/powergrid/powergrid %f" "$entry" || fail "menu entry: $(grep Exec "$entry")"
grep -q "application/x-powergrid-save" "$home/.local/share/mime/globs2" \
    || fail "the MIME database does not know .pgsave"
ok "tarball: install.sh put the game, the menu entry (Exec … %f) and the MIME type in place"
check_game "$home" "$app" tarball
bare "$home" "$home/.local/lib/powergrid/uninstall.sh" --purge > "$work/uninstall.out" \
    || fail "uninstall.sh: $(cat "$work/uninstall.out")"
left="$(find "$home" -mindepth 1)"
[ -z "$left" ] || fail "uninstall.sh --purge left: $left"
ok "tarball: uninstall.sh --purge left nothing in the home folder"

# ---- the .deb ----------------------------------------------------------------------
home="$work/deb-home"
mkdir -p "$home"
if [ "$system" = yes ]; then
    [ "$(id -u)" = 0 ] || fail "--system installs with dpkg -i and needs root"
    target=""
    dpkg -i "$deb" > "$work/dpkg.out" 2>&1 || fail "dpkg -i: $(cat "$work/dpkg.out")"
    how="dpkg -i (this machine)"
else
    target="$work/root"
    mkdir -p "$target/var/lib/dpkg/info" "$target/var/lib/dpkg/updates"
    : > "$target/var/lib/dpkg/status"
    # A root folder of its own: dependencies are the host's, so they are not checked.
    dpkg --root="$target" --force-depends --force-script-chrootless --log=/dev/null \
        -i "$deb" > "$work/dpkg.out" 2>&1 || fail "dpkg -i: $(cat "$work/dpkg.out")"
    how="dpkg --root=$target -i"
fi
packaged="$(dpkg --root="${target:-/}" -L powergrid)"
[ "$(readlink "$target/usr/bin/powergrid")" = /opt/powergrid/powergrid ] \
    || fail "/usr/bin/powergrid does not point at /opt/powergrid/powergrid"
grep -qx "Exec=/opt/powergrid/powergrid %f" \
    "$target/usr/share/applications/io.github.powergrid.PowerGrid.desktop" \
    || fail "the package's menu entry does not start /opt/powergrid/powergrid"
[ -f "$target/usr/share/mime/packages/io.github.powergrid.PowerGrid.xml" ] \
    || fail "the package has no MIME type for saves"
ok "deb: installed with $how ($(printf '%s\n' "$packaged" | wc -l) paths)"
check_game "$home" "$target/opt/powergrid/powergrid" deb
dpkg --root="${target:-/}" --force-script-chrootless --log=/dev/null --purge powergrid \
    > "$work/purge.out" 2>&1 || fail "dpkg --purge: $(cat "$work/purge.out")"
while IFS= read -r path; do
    case "$path" in /opt/*|/usr/bin/powergrid|*io.github.powergrid.PowerGrid*)
        [ ! -e "$target$path" ] && [ ! -L "$target$path" ] || fail "dpkg --purge left $path" ;;
    esac
done <<< "$packaged"
if [ -n "$target" ]; then
    left="$(find "$target" -mindepth 1 -not -path "$target/var/lib/dpkg*" -not -path "$target/var/lib" -not -path "$target/var")"
    [ -z "$left" ] || fail "dpkg --purge left: $left"
fi
ok "deb: dpkg --purge removed every file and folder of the package"
user="$(find "$home" -mindepth 1 -not -path "$home/.local/share/powergrid*" \
    -not -path "$home/.local/share" -not -path "$home/.local" \
    -not -path "$home/.config/powergrid*" -not -path "$home/.config")"
[ -z "$user" ] || fail "the deb's game wrote outside its data folders: $user"
ok "deb: the game wrote only its autosave and settings (~/.local/share/powergrid, ~/.config/powergrid)"
echo "release check passed: $tarball, $deb"
