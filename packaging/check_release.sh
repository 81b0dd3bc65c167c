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
# .rpm: its requirements are rpm's own (sonames with their symbol versions, no bare
# soname); it is installed with rpm, WITHOUT --nodeps, into a root folder whose rpm
# database holds only a package providing what a Fedora-like base system provides
# (computed by rpm's generator over this machine's copies of the host libraries);
# the same root without that package must refuse it. Then it plays and is erased.
# Every form: the licences (the game's and the bundled components'), no broken link,
# the manual page without warnings, and programs the game starts get the player's
# environment (no LD_LIBRARY_PATH or Qt plugin path of the bundle).
#
# Usage: packaging/check_release.sh [--system] [DIST]    (DIST defaults to dist/)
# The German screenshots are kept as DIST/check-tarball-de.png and DIST/check-deb-de.png.
set -euo pipefail
root_dir="$(cd "$(dirname "$0")/.." && pwd)"
system=no
if [ "${1:-}" = "--system" ]; then system=yes; shift; fi
dist="$(cd "${1:-$root_dir/dist}" && pwd)"
# The version the artifacts name (a release, or a development version computed by
# packaging/release.py); the tarball's name carries it.
tarball="$(find "$dist" -maxdepth 1 -name "powergrid-*-linux-x86_64.tar.gz" | head -1)"
version="$(basename "$tarball" -linux-x86_64.tar.gz)"
version="${version#powergrid-}"
pkg_version="${version/.dev/\~dev}"
deb="$(find "$dist" -maxdepth 1 -name "powergrid_*_amd64.deb" | head -1)"
rpm_file="$(find "$dist" -maxdepth 1 -name "powergrid-*.x86_64.rpm" | head -1)"
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

[ -f "$tarball" ] || fail "no powergrid-*-linux-x86_64.tar.gz in $dist; run packaging/release.py"
[ -n "$deb" ] || fail "no powergrid_*_amd64.deb in $dist"
[ -n "$rpm_file" ] || fail "no powergrid-*.x86_64.rpm in $dist"

# The bare PATH: the shell tools install.sh, uninstall.sh and this check use, and the
# desktop's cache tools; no Python.
mkdir -p "$work/bin"
for tool in sh bash cat cp cut dirname env find grep head ln ls mkdir mv od printf \
            readlink rm rmdir sed sleep sort stat tr update-desktop-database; do
    found="$(command -v "$tool" || true)"
    [ -n "$found" ] && ln -s "$found" "$work/bin/$tool"
done
# `powergrid desktop install` starts update-mime-database: this one notes the
# environment the game gave it, then runs the real tool.
real_mime_tool="$(command -v update-mime-database || true)"
[ -n "$real_mime_tool" ] || fail "update-mime-database is missing (Debian: shared-mime-info)"
cat > "$work/bin/update-mime-database" <<SPY
#!/bin/sh
env > "$work/child-env.txt"
exec "$real_mime_tool" "\$@"
SPY
chmod +x "$work/bin/update-mime-database"
# check_child_env NAME: the program the game started saw none of the bundle's paths.
check_child_env() {
    [ -f "$work/child-env.txt" ] || fail "$1: the game started no update-mime-database"
    if grep -E '^(LD_LIBRARY_PATH|LD_LIBRARY_PATH_ORIG|QT_PLUGIN_PATH|QML2_IMPORT_PATH)=' \
        "$work/child-env.txt"; then
        fail "$1: a program the game started inherited the bundle's library or plugin path"
    fi
    rm -f "$work/child-env.txt"
    ok "$1: the program the game started got the player's environment (no LD_LIBRARY_PATH, no Qt plugin path)"
}
# check_tree NAME DIR: no broken link, the licence texts of every bundled component.
check_tree() {
    local name="$1" dir="$2" broken
    broken="$(find "$dir" -xtype l)"
    [ -z "$broken" ] || fail "$name: broken links: $broken"
    local index="$dir/LICENSES/README.txt"
    [ -f "$index" ] || fail "$name: no LICENSES/README.txt in $dir"
    for component in powergrid Python PySide6_Essentials shiboken6 networkx pydantic \
                     pydantic_core numpy pyqtgraph ICU libffi8 libbz2-1.0 libxcb-util1; do
        grep -q "^$component " "$index" || grep -qx "$component" "$index" \
            || fail "$name: LICENSES/README.txt lists no $component"
        [ -n "$(ls -A "$dir/LICENSES/$component" 2>/dev/null)" ] \
            || fail "$name: no licence text in LICENSES/$component"
    done
    grep -q "GNU LESSER GENERAL PUBLIC LICENSE" "$dir/LICENSES/PySide6_Essentials/LGPL-3.0.txt" \
        || fail "$name: Qt's LGPL-3.0 text is missing"
    ok "$name: no broken link; LICENSES/ holds the texts of $(grep -c '^  licence:' "$index") components"
}
bare() {  # bare HOME COMMAND...: run COMMAND with nothing of this environment
    local home="$1"; shift
    env -i "HOME=$home" "PATH=$work/bin" "LANG=C.UTF-8" "$@"
}
if bare "$work" sh -c 'command -v python3 || command -v python'; then
    fail "the bare environment has a Python"
fi
ok "bare environment: env -i, PATH=$work/bin without Python"

# check_package_files NAME ROOT COMMAND: a package's files below ROOT (/ or a root
# folder); COMMAND is its link to the game (/usr/games/powergrid, /usr/bin/powergrid).
check_package_files() {
    local name="$1" target="$2" command="$3"
    [ "$(readlink "$target$command")" = ../lib/powergrid/powergrid ] \
        && [ -x "$target$command" ] \
        || fail "$name: $command is no relative link to /usr/lib/powergrid/powergrid"
    grep -qx "Exec=/usr/lib/powergrid/powergrid %f" \
        "$target/usr/share/applications/io.github.powergrid.PowerGrid.desktop" \
        || fail "$name: the menu entry does not start /usr/lib/powergrid/powergrid"
    [ -f "$target/usr/share/mime/packages/io.github.powergrid.PowerGrid.xml" ] \
        || fail "$name: no MIME type for saves"
    [ -z "$(find "$target" -path "$target/opt*" -print -quit)" ] || fail "$name: files below /opt"
    local man="$target/usr/share/man/man6/powergrid.6.gz"
    [ -f "$man" ] || fail "$name: no manual page powergrid(6)"
    if command -v man > /dev/null; then
        MANWIDTH=80 LC_ALL=C.UTF-8 man --warnings -l "$man" > "$work/man.txt" 2> "$work/man.err" \
            || fail "$name: man -l powergrid.6.gz: $(cat "$work/man.err")"
        [ ! -s "$work/man.err" ] || fail "$name: the manual page warns: $(head -3 "$work/man.err")"
        grep -q "tournament" "$work/man.txt" || fail "$name: the manual page lists no commands"
    fi
    check_tree "$name" "$target/usr/lib/powergrid"
    ok "$name: $command -> /usr/lib/powergrid/powergrid, menu entry, MIME type, powergrid(6)"
}

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
    [ "$version_line" = "powergrid $version" ] || fail "$name: --version printed '$version_line', the artifacts name $version"
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
cmp -s "$release/LICENSE" "$root_dir/LICENSE" || fail "tarball: no LICENSE of the game"
check_tree tarball "$release/powergrid"
bare "$home" "$release/install.sh" > "$work/install.out" || fail "install.sh: $(cat "$work/install.out")"
check_child_env tarball
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
check_package_files deb "$target" /usr/games/powergrid
ok "deb: installed with $how ($(printf '%s\n' "$packaged" | wc -l) paths)"
copyright="$target/usr/share/doc/powergrid/copyright"
head -1 "$copyright" | grep -q "^Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/" \
    || fail "deb: /usr/share/doc/powergrid/copyright is not machine-readable"
grep -q "^License: MIT" "$copyright" && grep -q "^Files: usr/lib/powergrid/_internal/PySide6/\*" "$copyright" \
    || fail "deb: the copyright file lacks the game's MIT licence or Qt's"
ok "deb: machine-readable copyright with $(grep -c '^Files:' "$copyright") Files paragraphs"
check_game "$home" "$target/usr/lib/powergrid/powergrid" deb
dpkg --root="${target:-/}" --force-script-chrootless --log=/dev/null --purge powergrid \
    > "$work/purge.out" 2>&1 || fail "dpkg --purge: $(cat "$work/purge.out")"
while IFS= read -r path; do
    case "$path" in /usr/lib/powergrid*|/usr/games/powergrid|*io.github.powergrid.PowerGrid*|*/powergrid.6.gz|/usr/share/doc/powergrid*)
        [ ! -e "$target$path" ] && [ ! -L "$target$path" ] || fail "dpkg --purge left $path" ;;
    esac
done <<< "$packaged"
if [ -n "$target" ]; then
    left="$(find "$target" -mindepth 1 -not -path "$target/var/lib/dpkg*" -not -path "$target/var/lib" -not -path "$target/var" -not -path "$target/rpm-provides*")"
    [ -z "$left" ] || fail "dpkg --purge left: $left"
fi
ok "deb: dpkg --purge removed every file and folder of the package"
user="$(find "$home" -mindepth 1 -not -path "$home/.local/share/powergrid*" \
    -not -path "$home/.local/share" -not -path "$home/.local" \
    -not -path "$home/.config/powergrid*" -not -path "$home/.config")"
[ -z "$user" ] || fail "the deb's game wrote outside its data folders: $user"
ok "deb: the game wrote only its autosave and settings (~/.local/share/powergrid, ~/.config/powergrid)"

# ---- the .rpm ----------------------------------------------------------------------
requires="$(rpm -qp --requires "$rpm_file")"
bare_soname="$(printf '%s\n' "$requires" | grep -E '^[^( ]+\.so[.0-9]*$' || true)"
[ -z "$bare_soname" ] || fail "rpm: requirements no package provides: $bare_soname"
floor="$(printf '%s\n' "$requires" | sed -n 's/^lib[a-z]*\.so\.[0-9]*(GLIBC_\([0-9.]*\))(64bit)$/\1/p' | sort -V | tail -1)"
[ -n "$floor" ] || fail "rpm: no requirement of a glibc symbol version (libc.so.6(GLIBC_x.y)(64bit)): no glibc floor"
ok "rpm: $(printf '%s\n' "$requires" | wc -l) requirements, all sonames as rpm writes them; glibc $floor or newer"
[ "$(rpm -qp --licensefiles "$rpm_file" | grep -c '^/usr/share/licenses/powergrid/')" -ge 2 ] \
    || fail "rpm: no %license files: $(rpm -qp --licensefiles "$rpm_file")"
ok "rpm: %license $(rpm -qp --licensefiles "$rpm_file" | tr '\n' ' ')"

# What a Fedora-like base system provides for the libraries the bundle asks for: rpm's
# own generator (elfdeps --provides, as Fedora's packages are made) run over this
# machine's copies of them, declared by one package in an otherwise empty database.
elfdeps=/usr/lib/rpm/elfdeps
[ -x "$elfdeps" ] || fail "$elfdeps is missing (Debian: apt install rpm)"
provides="$work/rpm-provides.txt"
: > "$provides"
for soname in $(printf '%s\n' "$requires" | sed -n 's/^\([^(]*\.so[.0-9]*\)(.*/\1/p' | sort -u); do
    # (awk reads to the end: an early exit would end ldconfig with SIGPIPE, an error here)
    path="$(ldconfig -p | awk -v n="$soname" '$1 == n && /x86-64/ && !seen {print $NF; seen = 1}')"
    [ -n "$path" ] || fail "rpm: $soname is not installed here, and rpm's generator reads it to compute what provides it: install the .deb's dependencies ($(dpkg-deb -f "$deb" Depends))"
    echo "$path" | "$elfdeps" --provides >> "$provides"
done
# The dynamic loader's hash style, which rpm's generator asks for: Fedora's glibc
# package declares it in its spec rather than through the generator.
echo "rtld(GNU_HASH)" >> "$provides"
sort -u -o "$provides" "$provides"
spec="$work/rpmbuild/base.spec"
mkdir -p "$work/rpmbuild"
{
    echo "Name: fedora-like-base"; echo "Version: 1"; echo "Release: 1"
    echo "Summary: What a base system provides for the game"; echo "License: MIT"
    echo "BuildArch: x86_64"
    sed 's/^/Provides: /' "$provides"
    printf '%%description\nThe host libraries as rpm names them.\n%%files\n'
} > "$spec"
rpmbuild --quiet --define "_topdir $work/rpmbuild" -bb "$spec" > "$work/rpmbuild.out" 2>&1 \
    || fail "rpmbuild of the base package: $(cat "$work/rpmbuild.out")"
base_rpm="$(find "$work/rpmbuild/RPMS" -name 'fedora-like-base-*.rpm' | head -1)"
ok "rpm: a base package providing $(wc -l < "$provides") capabilities (elfdeps over the host libraries)"

empty="$work/rpm-empty"
mkdir -p "$empty"
rpm --root "$empty" --initdb
if rpm --root "$empty" -i --test "$rpm_file" > "$work/rpm-empty.out" 2>&1; then
    fail "rpm: installed into a system that provides nothing: its requirements check nothing"
fi
ok "rpm: refused where nothing provides its libraries ($(grep -c 'is needed by' "$work/rpm-empty.out") unmet)"

target="$work/rpm-root"
mkdir -p "$target"
rpm --root "$target" --initdb
rpm --root "$target" -i "$base_rpm" > "$work/rpm.out" 2>&1 || fail "rpm -i base: $(cat "$work/rpm.out")"
rpm --root "$target" -i "$rpm_file" > "$work/rpm.out" 2>&1 \
    || fail "rpm -i (dependencies checked, no --nodeps): $(cat "$work/rpm.out")"
ok "rpm: installed with its dependencies resolved (rpm --root … -i, no --nodeps)"
check_package_files rpm "$target" /usr/bin/powergrid
home="$work/rpm-home"
mkdir -p "$home"
version_line="$(bare "$home" "$target/usr/lib/powergrid/powergrid" --version)"
[ "$version_line" = "powergrid $version" ] || fail "rpm: --version printed '$version_line'"
bare "$home" "$target/usr/lib/powergrid/powergrid" simulate --players 3 --games 1 --seed 5 \
    --check > "$work/sim.json" 2> "$work/sim.err" || fail "rpm: simulate: $(cat "$work/sim.err")"
grep -q '"violations": 0' "$work/sim.json" || fail "rpm: simulate found rule violations"
ok "rpm: $version_line; a headless game without rule violations"
rpm --root "$target" -e powergrid > "$work/rpm.out" 2>&1 || fail "rpm -e: $(cat "$work/rpm.out")"
dbpath="$(rpm --eval '%{_dbpath}')"  # the rpm database (Debian's rpm: ~/.rpmdb)
left="$(find "$target" -mindepth 1 -not -path "$target$dbpath/*" \
    \( -type f -o -type l -o -path "$target/usr/lib/powergrid*" \))"
[ -z "$left" ] || fail "rpm -e left: $left"
ok "rpm: erased; no file of the package left"
echo "release check passed: $tarball, $deb, $rpm_file"
