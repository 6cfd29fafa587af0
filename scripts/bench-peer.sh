#!/usr/bin/env bash
# Peer-suite benchmark (issue 19; docs/benchmarks.md, "Peer suite"): runs tv-check on every
# src/tgt pair of examples/peer/ (NAME.src.mlir + NAME.tgt.mlir; the source's first line is
# "// expect: correct" or "// expect: incorrect", its second "// kind: CATEGORY"), one pair
# at a time, and prints a Markdown table per pair (kind, expected, verdict, wall seconds),
# one per kind (sorted by kind), and a summary: pairs, decided correctly (proven for a
# correct pair, incorrect for an incorrect one), wrong verdicts (proven for an incorrect
# pair is a soundness bug, flagged SOUNDNESS BUG; incorrect for a correct pair a false
# alarm), undecided (inconclusive, timeout, unsupported, error), total time and the share
# of it spent on the pairs that ended undecided. A kind such as "pool (MLIR finding)"
# counts under "pool". The function checked is @f when the source has one (callees are
# inlined into it), else every function, the worst verdict counting. Exit status: 0, or 1
# when a verdict is wrong, 3 on usage errors.
#
#   bash scripts/bench-peer.sh [-t SECONDS] [-o OUT.tsv] [-d DIR] [BUILD_DIR]
#       -t  solver limit per pair, tv-check --timeout= (default 60)
#       -o  also write one tab-separated line per pair: name kind expected verdict seconds
#           outcome detail (outcome: ok, wrong, unsound or undecided; detail: tv's reason)
#       -d  the suite (default examples/peer of this repository)
#       BUILD_DIR  where bin/tv-check is (default build/ of this repository; TV_CHECK names
#                  the binary itself, a bare name found through PATH)
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
DIR=$ROOT/examples/peer
BUILD=$ROOT/build
TIMEOUT=60
TSV=
while [ $# -gt 0 ]; do
  case $1 in
    -t) TIMEOUT=${2:?-t needs seconds}; shift 2 ;;
    -o) TSV=${2:?-o needs a file}; shift 2 ;;
    -d) DIR=${2:?-d needs a directory}; shift 2 ;;
    -h|--help) sed -n '2,21p' "$0"; exit 0 ;;
    -*) echo "bench-peer: unknown option $1 (see --help)" >&2; exit 3 ;;
    *) BUILD=$1; shift ;;
  esac
done
case $TIMEOUT in ''|*[!0-9.]*) echo "bench-peer: -t needs a number of seconds, not '$TIMEOUT'" >&2; exit 3 ;; esac
TV=${TV_CHECK:-$BUILD/bin/tv-check}
case $TV in */*) ;; *) TV=$(command -v "$TV") || TV=$TV_CHECK ;; esac   # a bare name: from PATH
[ -x "$TV" ] || { echo "bench-peer: $TV not found (build first, or give BUILD_DIR)" >&2; exit 3; }
shopt -s nullglob
SRCS=("$DIR"/*.src.mlir)
[ ${#SRCS[@]} -gt 0 ] || { echo "bench-peer: no NAME.src.mlir pairs in $DIR" >&2; exit 3; }

OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
# tv-check stops its solver at the limit (per function and encoding); the outer guard only
# catches a run that hangs elsewhere (its verdict is then "error (killed after N s)").
GUARD=$(awk -v t="$TIMEOUT" 'BEGIN { printf "%d", (t > 0 ? 3 * t + 60 : 0) }')
START=$(date -u '+%Y-%m-%d %H:%M UTC')
LOAD=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)
i=0
for src in "${SRCS[@]}"; do
  name=$(basename "$src" .src.mlir)
  tgt=$DIR/$name.tgt.mlir
  i=$((i + 1))
  echo "bench-peer: [$i/${#SRCS[@]}] $name" >&2
  [ -f "$tgt" ] || { echo "missing $name.tgt.mlir" >"$OUT/$name.err"; echo 3 >"$OUT/$name.rc"; echo 0 >"$OUT/$name.s"; continue; }
  func=()
  grep -q 'func\.func @f(' "$src" && func=(--func=f)
  t0=$(date +%s.%N)
  if [ "$GUARD" -gt 0 ]; then
    timeout -k 5 "$GUARD" "$TV" --json --timeout="$TIMEOUT" "${func[@]}" "$src" "$tgt" >"$OUT/$name.json" 2>"$OUT/$name.err"
  else
    "$TV" --json --timeout="$TIMEOUT" "${func[@]}" "$src" "$tgt" >"$OUT/$name.json" 2>"$OUT/$name.err"
  fi
  echo $? >"$OUT/$name.rc"
  t1=$(date +%s.%N)
  awk -v a="$t1" -v b="$t0" 'BEGIN { printf "%.6f\n", a - b }' >"$OUT/$name.s"   # no bc on a bare machine
done

python3 - "$OUT" "$TIMEOUT" "$GUARD" "$TSV" "$DIR" "$START" "$LOAD" "$ROOT" "${SRCS[@]}" <<'PY'
import json, os, re, sys, collections
out, timeout, guard, tsv, suite, start, load, root = sys.argv[1:9]
srcs = sys.argv[9:]
UNDECIDED = ('inconclusive', 'timeout', 'unsupported', 'error')

def header(path):
    """(expected, kind) from the source's first lines."""
    exp = kind = '?'
    with open(path) as f:
        for line in f.readlines()[:5]:
            m = re.match(r'\s*//\s*expect:\s*(\S+)', line)
            if m: exp = m.group(1)
            m = re.match(r'\s*//\s*kind:\s*(.+?)\s*$', line)
            if m: kind = m.group(1)
    return exp, kind

def result(name):
    """(verdict, detail) of the pair: the worst of its functions' verdicts."""
    base = os.path.join(out, name)
    rc = open(base + '.rc').read().strip()
    try:
        rows = [json.loads(l) for l in open(base + '.json') if l.strip().startswith('{')]
    except (OSError, ValueError):
        rows = []
    if not rows:
        err = open(base + '.err').read().strip().splitlines() if os.path.exists(base + '.err') else []
        if rc in ('124', '137'):
            return 'error', f'killed after {guard} s'
        return 'error', f'rc {rc}: ' + (err[0][:120] if err else 'no output')
    def text(r):
        d = str(r.get('reason', ''))
        if r.get('encoding') in ('abstract', 'ieee'):
            d = f"[{r['encoding']}] " + d
        if len(rows) > 1:
            d = f"@{r.get('function')}: " + d
        return d.strip()
    bad = [r for r in rows if r.get('verdict') == 'incorrect']
    if bad:
        return 'incorrect', text(bad[0])
    open_ = [r for r in rows if r.get('verdict') != 'proven']
    if open_:
        return open_[0].get('verdict', 'error'), text(open_[0])
    return 'proven', text(rows[0])

rows = []
for src in srcs:
    name = os.path.basename(src)[:-len('.src.mlir')]
    exp, kind = header(src)
    verdict, detail = result(name)
    secs = float(open(os.path.join(out, name + '.s')).read().strip() or 0)
    if verdict in UNDECIDED:
        outcome = 'undecided'
    elif (exp, verdict) in (('correct', 'proven'), ('incorrect', 'incorrect')):
        outcome = 'ok'
    elif (exp, verdict) == ('incorrect', 'proven'):
        outcome = 'unsound'
    else:
        outcome = 'wrong'    # incorrect for a correct pair, or an unlabelled pair
    rows.append(dict(name=name, kind=kind, group=re.sub(r'\s*\(.*\)$', '', kind), expected=exp,
                     verdict=verdict, seconds=secs, outcome=outcome, detail=detail))

def cell(s):
    return str(s).replace('|', '/').replace('\n', ' ')

print('| pair | kind | expected | verdict | s | outcome |')
print('| --- | --- | --- | --- | ---: | --- |')
for r in rows:
    v = r['verdict']
    if r['detail'] and v != 'proven':
        d = r['detail']
        v += f" ({d if len(d) <= 120 else d[:117] + '...'})"
    o = {'ok': 'ok', 'undecided': 'undecided', 'wrong': '**WRONG**',
         'unsound': '**SOUNDNESS BUG**'}[r['outcome']]
    print('| ' + ' | '.join(cell(c) for c in (r['name'], r['kind'], r['expected'], v,
                                             f"{r['seconds']:.2f}", o)) + ' |')

print()
print('| kind | pairs | correct / incorrect | decided correctly | wrong | undecided | s | s undecided |')
print('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
groups = {}
for r in rows:
    groups.setdefault(r['group'], []).append(r)
def counts(rs):
    n = len(rs)
    c = sum(r['expected'] == 'correct' for r in rs)
    ok = sum(r['outcome'] == 'ok' for r in rs)
    wrong = sum(r['outcome'] in ('wrong', 'unsound') for r in rs)
    und = sum(r['outcome'] == 'undecided' for r in rs)
    s = sum(r['seconds'] for r in rs)
    su = sum(r['seconds'] for r in rs if r['outcome'] == 'undecided')
    return n, c, ok, wrong, und, s, su
for g, rs in sorted(groups.items()):
    n, c, ok, wrong, und, s, su = counts(rs)
    print(f'| {cell(g)} | {n} | {c} / {n - c} | {ok} | {wrong} | {und} | {s:.1f} | {su:.1f} |')
n, c, ok, wrong, und, s, su = counts(rows)
print(f'| **all** | {n} | {c} / {n - c} | {ok} | {wrong} | {und} | {s:.1f} | {su:.1f} |')

unsound = [r for r in rows if r['outcome'] == 'unsound']
alarms = [r for r in rows if r['outcome'] == 'wrong']
share = 100.0 * su / s if s > 0 else 0.0
print()
shown = os.path.relpath(suite, root) if os.path.abspath(suite).startswith(root + os.sep) else suite
print(f'- pairs: {n} ({c} correct, {n - c} incorrect) in {shown}')
print(f'- decided correctly: {ok}')
print(f'- wrong verdicts: {len(unsound) + len(alarms)}'
      + (f' -- SOUNDNESS BUGS (proven, expected incorrect): {", ".join(r["name"] for r in unsound)}' if unsound else '')
      + (f'; incorrect or unlabelled where correct was expected: {", ".join(r["name"] for r in alarms)}' if alarms else ''))
und_by = collections.Counter(r['verdict'] for r in rows if r['outcome'] == 'undecided')
print(f'- undecided: {und}' + (' (' + ', '.join(f'{k} {v}' for k, v in sorted(und_by.items())) + ')' if und else ''))
print(f'- total time: {s:.1f} s; on undecided pairs: {su:.1f} s ({share:.1f}%)')
print(f'- summary: {n} pairs, {ok} decided correctly, {len(unsound) + len(alarms)} wrong '
      f'({len(unsound)} unsound), {und} undecided; {s:.1f} s, {share:.1f}% of it undecided')
print(f'- solver limit per pair: {float(timeout):g} s (tv-check --timeout); started {start}, load average {load}')
sys.stdout.flush()
for r in unsound:
    print(f"bench-peer: SOUNDNESS BUG: {r['name']} is expected incorrect and was proven", file=sys.stderr)
if tsv:
    with open(tsv, 'w') as f:
        f.write('name\tkind\texpected\tverdict\tseconds\toutcome\tdetail\n')
        for r in rows:
            f.write('\t'.join(str(x).replace('\t', ' ').replace('\n', ' ') for x in
                              (r['name'], r['kind'], r['expected'], r['verdict'],
                               f"{r['seconds']:.3f}", r['outcome'], r['detail'])) + '\n')
sys.exit(1 if unsound or alarms else 0)
PY
rc=$?
CPU=$(grep -m1 -E '^(model name|Model|cpu model)' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')
echo "- machine: nproc $(nproc), $(uname -m), ${CPU:-unknown CPU}"
echo "- $("$TV" --version 2>&1 | head -1)"
exit $rc
