#!/usr/bin/env bash
# Smoke test of the stand-alone application built by packaging/build_bundle.py.
# Runs the bundle in a bare environment (no Python on PATH, no virtual environment,
# no display): version, a headless game with rule checks, AI seats playing a few
# rounds in the offscreen window with a screenshot, the no-display message, and the
# desktop menu entry pointing at the bundle.
# Usage: packaging/smoke_test_bundle.sh [BUNDLE_DIR] [SCREENSHOT.png]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bundle="$(cd "${1:-$root/dist/powergrid}" && pwd)"
app="$bundle/powergrid"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
shot="${2:-$work/bundle-screenshot.png}"
fail() { echo "smoke test FAILED: $*" >&2; exit 1; }

[ -x "$app" ] || fail "$app is not an executable; build it with packaging/build_bundle.py"
# A bare environment: the bundle must not lean on the build machine's Python.
bare=(env -i "HOME=$work/home" "PATH=/usr/bin:/bin" "POWERGRID_DATA_DIR=$work/data"
      "XDG_DATA_HOME=$work/share" "LANG=C.UTF-8")

version="$("${bare[@]}" "$app" --version)"
[[ "$version" =~ ^powergrid\ [0-9]+\.[0-9]+\.[0-9]+(\.dev[0-9]+(\+[0-9a-z.]+)?)?$ ]] || fail "--version printed '$version'"
echo "ok: $version"

"${bare[@]}" "$app" simulate --players 4 --map germany --games 2 --seed 11 --check \
    > "$work/sim.json" 2> "$work/sim.err" || fail "simulate: $(cat "$work/sim.err")"
grep -q '"finished": 2' "$work/sim.json" || fail "simulate: $(cat "$work/sim.json")"
grep -q '"violations": 0' "$work/sim.json" || fail "simulate found rule violations"
echo "ok: two headless 4-player games on Germany, no rule violations"

start=$(date +%s.%N)
"${bare[@]}" QT_QPA_PLATFORM=offscreen "$app" --screenshot "$shot" --players 4 --rounds 3 \
    --seed 5 > "$work/shot.out" 2> "$work/shot.err" || fail "screenshot: $(cat "$work/shot.err")"
end=$(date +%s.%N)
[ ! -s "$work/shot.err" ] || fail "screenshot printed on stderr: $(head -3 "$work/shot.err")"
[ "$(head -c 8 "$shot" | od -An -tx1 | tr -d ' \n')" = "89504e470d0a1a0a" ] \
    || fail "$shot is not a PNG"
size=$(stat -c %s "$shot")
[ "$size" -gt 20000 ] || fail "$shot is only $size bytes"
echo "ok: AI seats played 3 rounds offscreen; $shot ($size bytes) in $(awk "BEGIN { printf \"%.1f\", $end - $start }") s"

set +e
message="$("${bare[@]}" "$app" 2>&1)"
status=$?
set -e
[ "$status" -eq 1 ] || fail "without a display the app exited $status: $message"
[ "$(printf '%s\n' "$message" | wc -l)" -eq 1 ] || fail "no-display message: $message"
echo "ok: without a display: $message"

"${bare[@]}" "$app" desktop install > /dev/null
grep -qx "Exec=$app %f" "$work/share/applications/io.github.powergrid.PowerGrid.desktop" \
    || fail "the menu entry does not start $app"
"${bare[@]}" "$app" desktop uninstall > /dev/null
[ -z "$(find "$work/share" -type f)" ] || fail "desktop uninstall left files behind"
echo "ok: desktop entry points at the bundle; uninstall removes it"
echo "smoke test passed: $bundle ($(du -sh "$bundle" | cut -f1))"
