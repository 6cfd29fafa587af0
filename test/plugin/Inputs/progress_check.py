# Runs a command under `script` (a pseudo-terminal) and checks tv's progress line: drawn in
# place with \r as "tv: done/queued checks, pass 'P'" for each pass named after the command,
# and cleared (\r ESC[K) before every diagnostic and before the summary line, also when
# MLIR replays the diagnostics of a parallel function pipeline. Prints "ok" or the problems.
#   progress_check.py COMMAND PASS...
import re, shutil, subprocess, sys
if not shutil.which("script"):
    print("ok (script not installed: tty path not tested)")
    sys.exit(0)
out = subprocess.run(["script", "-qc", sys.argv[1], "/dev/null"], capture_output=True).stdout.decode(errors="replace")
problems = []
for p in sys.argv[2:]:
    if not re.search(r"\rtv: \d+/\d+ checks, pass '%s'" % re.escape(p), out):
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
