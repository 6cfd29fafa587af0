# Runs a command under `script` (a pseudo-terminal) and checks tv's progress line: drawn in
# place with \r as "tv: done/queued checks, pass 'P'" for each pass named after the command,
# and cleared (\r ESC[K) before every diagnostic and before the summary line, also when
# MLIR replays the diagnostics of a parallel function pipeline. With --cols=N the terminal
# is N columns wide and every drawn line must fit in N - 1 (a wrapped line is not redrawn in
# place). Prints "ok" or the problems.
#   progress_check.py [--cols=N] COMMAND PASS...
import re, shutil, subprocess, sys
if not shutil.which("script"):
    print("ok (script not installed: tty path not tested)")
    sys.exit(0)
args = sys.argv[1:]
cols = int(args.pop(0)[7:]) if args[0].startswith("--cols=") else 0
cmd = ("stty cols %d; " % cols if cols else "") + args[0]
out = subprocess.run(["script", "-qc", cmd, "/dev/null"], capture_output=True).stdout.decode(errors="replace")
problems = []
if cols:
    for d in re.findall(r"\r(tv: \d+/\d+ checks[^\r\x1b]*)\x1b\[K", out):
        if len(d) > cols - 1:
            problems.append("progress line of %d characters on a %d-column terminal" % (len(d), cols))
            break
for p in args[1:]:
    name = re.escape(p[:max(cols - 26, 1)]) if cols else re.escape(p) + "'"   # cut: no quote
    if not re.search(r"\rtv: \d+/\d+ checks, pass '" + name, out):
        problems.append("no progress line for pass " + p)
marks = list(re.finditer(r"(error|warning|remark|note): |tv: \d+ pass runs", out))
if not any(m.group(0).startswith("tv: ") for m in marks):
    problems.append("no summary line")
for m in marks:
    seg = out[out.rfind("\n", 0, m.start()) + 1:m.start()]
    draw = seg.rfind("\rtv: ")
    if draw >= 0 and "\r\x1b[K" not in seg[draw:]:
        problems.append("progress line not cleared before " + repr(m.group(0)))
        break
print("ok" if not problems else "; ".join(problems))
