#!/usr/bin/env bash
# Checks that no module of the library calls or includes a module of a layer above its own
# (encoder/layers.txt). Calls are read from the built archive's symbols (nm: a module's
# undefined symbol defined by another module is a call or a use), includes from the sources.
# An upward edge not in the allowlist fails; so does an allowlisted edge that is gone (the
# list must shrink with the code).
#   scripts/check-layers.sh [--update] [--list] LIBTVCORE.a ENCODER_DIR LAYERS ALLOWLIST
set -euo pipefail
update=0 list=0
while [ $# -gt 0 ]; do
  case "$1" in
    --update) update=1; shift ;;
    --list) list=1; shift ;;
    -h|--help) sed -n '2,7p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) break ;;
  esac
done
[ $# -eq 4 ] || { echo "usage: $0 [--update] [--list] LIBTVCORE.a ENCODER_DIR LAYERS ALLOWLIST" >&2; exit 2; }
lib=$1 src=$2 layers=$3 allow=$4
command -v nm >/dev/null || { echo "check-layers: nm not found" >&2; exit 2; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

# "from to via" edges: symbols (from nm -A: "lib:member.c.o:addr T name" or "lib:member.c.o: U name")
nm -A "$lib" 2>/dev/null | awk '
  { split($1, p, ":"); m = p[2]; sub(/\.c\.o$/, "", m); t = $(NF-1); s = $NF
    if (t ~ /^[TDRB]$/) def[s] = m; else if (t == "U") { n++; um[n] = m; us[n] = s } }
  END { for (i = 1; i <= n; i++) if ((us[i] in def) && def[us[i]] != um[i]) print um[i], def[us[i]], "call:" us[i] }
' > "$tmp/edges"
# includes: '#include "x.h"' in x.c / y.h
for f in "$src"/*.c "$src"/*.h; do
  m=$(basename "$f"); m=${m%.*}
  sed -n 's/^#include "\([a-z_0-9]*\)\.h".*/\1/p' "$f" | while read -r h; do
    if [ "$h" != "$m" ]; then echo "$m $h include:$h.h"; fi
  done
done >> "$tmp/edges"

awk -v list="$list" -v out="$tmp/upward" '
  FNR == 1 { file++ }
  file == 1 && /^layer / { lay = $2; rank[lay] = ++nl; for (i = 3; i <= NF; i++) ok[lay, $i] = 1; next }
  file == 1 && /^[a-z]/ { if (!($1 in rank)) { print "check-layers: unknown layer " $1 > "/dev/stderr"; bad = 1 }
                          for (i = 2; i <= NF; i++) layer[$i] = $1; next }
  file == 2 { if (!($1 in layer)) { miss[$1] = 1; next } if (!($2 in layer)) { miss[$2] = 1; next }
              a = layer[$1]; b = layer[$2]
              if (a != b && !ok[a, b]) { key = $1 " " $2; if (!(key in via)) order[++k] = key
                                          via[key] = via[key] (via[key] == "" ? "" : " ") $3 } }
  END { for (m in miss) { print "check-layers: module " m " is in no layer of the layer map" > "/dev/stderr"; bad = 1 }
        for (i = 1; i <= k; i++) { split(order[i], e, " ")
          print order[i] > out
          if (list) printf "%s (%s) -> %s (%s): %s\n", e[1], layer[e[1]], e[2], layer[e[2]], via[order[i]] }
        exit bad }
' "$layers" "$tmp/edges"
touch "$tmp/upward"
sort -u "$tmp/upward" > "$tmp/now"
if [ "$update" = 1 ]; then
  { echo "# Upward edges of the library today (from to), each to be cut: scripts/check-layers.sh --update rewrites this list."
    cat "$tmp/now"; } > "$allow"
  echo "check-layers: $(wc -l < "$tmp/now") upward edges written to $allow"
  exit 0
fi
grep -v '^#' "$allow" | sed '/^$/d' | sort -u > "$tmp/allowed" || true
new=$(comm -23 "$tmp/now" "$tmp/allowed"); gone=$(comm -13 "$tmp/now" "$tmp/allowed")
rc=0
if [ -n "$new" ]; then
  echo "check-layers: new upward edges (a module uses one of a higher layer; hand it down as a hook instead):"
  echo "$new" | sed 's/^/  /'; rc=1
fi
if [ -n "$gone" ]; then
  echo "check-layers: allowlisted edges that are gone (remove them from $allow):"
  echo "$gone" | sed 's/^/  /'; rc=1
fi
[ $rc = 0 ] && echo "check-layers: ok, $(wc -l < "$tmp/now") allowlisted upward edges left"
exit $rc
