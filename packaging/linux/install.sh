#!/bin/sh
# Installs Power Grid for the current user from this unpacked release folder: the
# program into ~/.local/lib/powergrid, the `powergrid` command into ~/.local/bin, and
# the menu entry, icons, AppStream metadata and the MIME type of saves (.pgsave) into
# ~/.local/share. Nothing needs root, and no Python is needed.
#   ./install.sh            install (again: replaces the installed copy)
#   PREFIX=/some/where ./install.sh   install below another folder than ~/.local
# ./uninstall.sh (also copied into the install folder) removes it all again.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
prefix=${PREFIX:-$HOME/.local}
lib=$prefix/lib/powergrid
bin=$prefix/bin
share=${XDG_DATA_HOME:-$HOME/.local/share}
config=${XDG_CONFIG_HOME:-$HOME/.config}

[ -x "$here/powergrid/powergrid" ] || { echo "install.sh: $here/powergrid/powergrid is missing" >&2; exit 1; }

# The folders this installation creates (kept in .created-folders), so that
# uninstall.sh removes those that are empty again and no folder that was there before.
created=""
note_missing() {
    d=$1
    while [ ! -e "$d" ]; do
        created="$created$d
"
        d=$(dirname "$d")
    done
}
# An earlier installation's record, or the one uninstall.sh left beside the kept
# autosave and settings.
carried=$share/powergrid/.created-folders
for record in "$lib/.created-folders" "$carried"; do
    if [ -f "$record" ]; then
        created="$created$(cat "$record")
"
    fi
done
rm -f "$carried"
rm -rf "$lib"  # an earlier copy is replaced whole
note_missing "$lib"
note_missing "$bin"
note_missing "$share"
note_missing "$config/powergrid"  # where the game keeps its settings
mkdir -p "$lib.tmp.$$" "$bin" "$share"
cp -R "$here/powergrid/." "$lib.tmp.$$/"
cp "$here/uninstall.sh" "$lib.tmp.$$/uninstall.sh"
mv "$lib.tmp.$$" "$lib"
printf '%s' "$created" > "$lib/.created-folders"
ln -sfn "$lib/powergrid" "$bin/powergrid"
XDG_DATA_HOME=$share "$lib/powergrid" desktop install
echo "installed Power Grid $("$lib/powergrid" --version | cut -d' ' -f2) in $lib"
case ":${PATH:-}:" in
    *":$bin:"*) ;;
    *) echo "note: $bin is not on your PATH; start the game from the menu or as $bin/powergrid" ;;
esac
