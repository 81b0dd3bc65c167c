#!/bin/sh
# Removes Power Grid as install.sh installed it: the menu entry, icons, metadata and
# MIME type, the `powergrid` command, the program folder, and the folders install.sh
# created that are empty again. Saved games and settings stay unless --purge is given.
#   ~/.local/lib/powergrid/uninstall.sh [--purge]
set -eu
lib=$(cd "$(dirname "$0")" && pwd)
if [ ! -x "$lib/powergrid" ] || [ ! -f "$lib/.created-folders" ]; then
    echo "uninstall.sh: $lib is no installed copy; run the uninstall.sh in the folder install.sh installed to" >&2
    exit 1
fi
purge=no
case "${1:-}" in
    --purge) purge=yes ;;
    "") ;;
    *) echo "usage: uninstall.sh [--purge]" >&2; exit 2 ;;
esac
prefix=$(dirname "$(dirname "$lib")")
share=${XDG_DATA_HOME:-$HOME/.local/share}
config=${XDG_CONFIG_HOME:-$HOME/.config}
XDG_DATA_HOME=$share "$lib/powergrid" desktop uninstall
link=$prefix/bin/powergrid
if [ -L "$link" ] && [ "$(readlink "$link")" = "$lib/powergrid" ]; then
    rm "$link"
fi
data=$share/powergrid
created=$(cat "$lib/.created-folders")
rm -rf "$lib"
if [ "$purge" = yes ]; then
    # The autosave, the settings and the window layout (saves kept elsewhere stay).
    rm -rf "$data" "$config/powergrid"
fi
# Children sort after their parents: in reverse order every folder comes before its parent.
printf '%s\n' "$created" | sort -r | while IFS= read -r folder; do
    if [ -n "$folder" ]; then rmdir "$folder" 2>/dev/null || true; fi
done
if [ -d "$data" ]; then
    # The folders install.sh made that hold the kept data: a later install.sh takes
    # this record back, so that uninstall.sh --purge can remove them in the end.
    printf '%s\n' "$created" | while IFS= read -r folder; do
        if [ -n "$folder" ] && [ -d "$folder" ]; then printf '%s\n' "$folder"; fi
    done > "$data/.created-folders"
    echo "kept the autosave in $data and the settings in $config/powergrid (--purge removes them)"
fi
echo "removed Power Grid from $lib"
