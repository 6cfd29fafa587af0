#!/usr/bin/env bash
# Float encoding benchmark: checks every src/tgt pair of examples/bench-fp/ (split-file format,
# one function @f each) with tv-check in the abstract bit-vector encoding (--fp=abstract), in
# exact IEEE-754 (--fp=ieee) and with the default (auto), and prints a Markdown table of the
# verdicts and the seconds tv-check reports per function (its JSON "seconds"), the ratio
# ieee/abstract per pair and in total (sum and geometric mean), verdict agreement, and the
# machine. "abstract inconclusive, ieee incorrect" is the expected disagreement (the
# abstraction alone cannot confirm a bug) and is counted apart.
#
#   make build && bash scripts/bench-fp.sh [DIR] [--timeout S]    (default: examples/bench-fp, 60 s)
#
# TV_CHECK=/path/to/tv-check overrides the binary (default build/bin/tv-check of this repo).
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
DIR=$ROOT/examples/bench-fp
TIMEOUT=60
while [ $# -gt 0 ]; do
  case $1 in
    --timeout) TIMEOUT=${2:?--timeout needs seconds}; shift 2 ;;
    --timeout=*) TIMEOUT=${1#--timeout=}; shift ;;
    -h|--help) sed -n '2,12p' "$0"; exit 0 ;;
    *) DIR=$1; shift ;;
  esac
done
TV=${TV_CHECK:-$ROOT/build/bin/tv-check}
SPLIT=/usr/lib/llvm-22/bin/split-file
[ -x "$SPLIT" ] || SPLIT=$(command -v split-file) || { echo "bench-fp: split-file not found" >&2; exit 3; }
[ -x "$TV" ] || { echo "bench-fp: $TV not found (run make build)" >&2; exit 3; }
"$TV" --help 2>&1 | grep -q -- '--fp' || echo "bench-fp: warning: $TV has no --fp option (stale build?)" >&2
shopt -s nullglob
PAIRS=("$DIR"/*.mlir)
[ ${#PAIRS[@]} -gt 0 ] || { echo "bench-fp: no .mlir pairs in $DIR" >&2; exit 3; }

OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
i=0
for f in "${PAIRS[@]}"; do
  name=$(basename "$f" .mlir)
  i=$((i + 1))
  echo "bench-fp: [$i/${#PAIRS[@]}] $name" >&2
  "$SPLIT" "$f" "$OUT/$name" || continue
  for enc in abstract ieee auto; do
    flag=(--fp="$enc")
    [ "$enc" = auto ] && flag=()   # the default, i.e. what a user gets without --fp
    "$TV" --json --timeout="$TIMEOUT" "${flag[@]}" "$OUT/$name/src.mlir" "$OUT/$name/tgt.mlir" \
      >"$OUT/$name.$enc.json" 2>"$OUT/$name.$enc.err"
    echo $? >"$OUT/$name.$enc.rc"
  done
done

python3 - "$OUT" "$TIMEOUT" "${PAIRS[@]}" <<'PY'
import json, math, os, sys
out, timeout, files = sys.argv[1], float(sys.argv[2]), sys.argv[3:]

def result(name, enc):
    """(verdict, seconds, encoding) of @f; a missing JSON line becomes error (rc, first stderr line)."""
    base = os.path.join(out, f'{name}.{enc}')
    try:
        rows = [json.loads(l) for l in open(base + '.json') if l.strip().startswith('{')]
    except (OSError, ValueError):
        rows = []
    rows = [r for r in rows if r.get('function') == 'f'] or rows
    if rows:
        r = rows[0]
        v = r.get('verdict', '?')   # the reason only where it names what is missing
        why = f" ({str(r['reason'])[:50]})" if r.get('reason') and v in ('unsupported', 'error') else ''
        return v + why, float(r.get('seconds', 0.0)), r.get('encoding', '?')
    rc = open(base + '.rc').read().strip() if os.path.exists(base + '.rc') else '-'
    err = open(base + '.err').read().strip().splitlines() if os.path.exists(base + '.err') else []
    why = err[0][:60] if err else 'no output'
    return f'error (rc {rc}: {why})', 0.0, '-'

print('| pair | abstract verdict | abstract s | ieee verdict | ieee s | ieee/abstract | auto verdict [encoding] |')
print('| --- | --- | ---: | --- | ---: | ---: | --- |')
tot_a = tot_i = 0.0
ratios, agree, expected, disagree = [], 0, [], []
for f in files:
    name = os.path.basename(f)[:-len('.mlir')]
    va, sa, _ = result(name, 'abstract')
    vi, si, _ = result(name, 'ieee')
    vu, _, eu = result(name, 'auto')
    tot_a += sa
    tot_i += si
    ka, ki = va.split()[0], vi.split()[0]   # the verdict without its reason
    shown = '-'
    if sa > 0 and si > 0:
        ratios.append(si / sa)
        bound = '>= ' if ki == 'timeout' else ''   # a timed-out ieee run only bounds its time
        shown = f'{bound}{si / sa:.1f}'
    if ka == ki and ka != 'error':
        agree += 1
    elif (ka, ki) == ('inconclusive', 'incorrect'):
        expected.append(name)
    else:
        disagree.append(f'{name} ({ka}/{ki})')
    row = [name, va, f'{sa:.3f}', vi, f'{si:.3f}', shown, f'{vu} [{eu}]']
    print('| ' + ' | '.join(c.replace('|', '/') for c in row) + ' |')

n = len(files)
gmean = f'{math.exp(sum(map(math.log, ratios)) / len(ratios)):.1f}x' if ratios else 'n/a'
print()
print(f'- pairs: {n}')
print(f'- total seconds: abstract {tot_a:.3f}, ieee {tot_i:.3f}')
print(f'- overall ratio ieee/abstract (total/total): ' + (f'{tot_i / tot_a:.1f}x' if tot_a > 0 else 'n/a'))
print(f'- geometric mean of per-pair ratios: {gmean} over {len(ratios)} pairs with both times > 0'
      ' (a timeout counts as its time, so ratios with ieee timeouts are lower bounds)')
print(f'- verdicts agree: {agree + len(expected)}/{n} ({agree} identical; abstract inconclusive, '
      f'ieee incorrect: {len(expected)}' + (f': {", ".join(expected)}' if expected else '') + ')')
print(f'- disagreements (abstract/ieee): {len(disagree)}' + (f': {", ".join(disagree)}' if disagree else ''))
print(f'- solver timeout per check: {timeout:g} s')
PY
CPU=$(grep -m1 -E '^(model name|Model|cpu model)' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')
echo "- machine: nproc $(nproc), $(uname -m), ${CPU:-unknown CPU}"
echo "- $("$TV" --version 2>&1 | head -1)"
