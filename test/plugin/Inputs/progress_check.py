# Runs a command under `script` (a pseudo-terminal) and checks tv's progress line: drawn in
# place with \r, naming checks done / queued and the pass, and cleared (\r ESC[K) before
# every diagnostic and before the summary line. Prints "ok" or what is wrong.
import shutil, subprocess, sys
if not shutil.which("script"):
    print("ok (script not installed: tty path not tested)")
    sys.exit(0)
out = subprocess.run(["script", "-qc", sys.argv[1], "/dev/null"], capture_output=True).stdout.decode(errors="replace")
clear = "\r\x1b[K"
problems = []
if "\rtv: 1/1 checks, pass 'tv-test-mutate'" not in out:
    problems.append("no progress line for the first pass")
if "checks, pass 'canonicalize'" not in out:
    problems.append("no progress line for the second pass")
for marker in ("warning: ", "tv: 2 pass runs"):
    i = out.find(marker)
    last_draw = out.rfind("\rtv: ", 0, i)
    if i < 0 or last_draw < 0 or out.find(clear, last_draw, i) < 0:
        problems.append("progress line not cleared before " + repr(marker))
print("ok" if not problems else "; ".join(problems))
