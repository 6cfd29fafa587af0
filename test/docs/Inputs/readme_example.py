# Runs the first example of README.md as typed (its "$ " lines, with their continuation
# lines, in one bash from the repository root; build/ is the build directory under test)
# and prints every line where its output differs from the example's, or "ok".
#   readme_example.py README BUILD_DIR
import os, re, subprocess, sys
readme, build = sys.argv[1], sys.argv[2]
text = open(readme).read()
block = re.search(r"^```\n(.*?)^```$", text, re.S | re.M).group(1).splitlines()
cmds, expected, cont = [], [], False
for line in block:
    if line.startswith("$ ") or cont:
        cmds.append(line[2:] if line.startswith("$ ") else line)
        cont = line.endswith("\\")
    else:
        expected.append(line)
script = "\n".join(cmds).replace("build/", build.rstrip("/") + "/")
root = os.path.dirname(os.path.abspath(readme))
out = subprocess.run(["bash", "-c", script], cwd=root, capture_output=True, text=True)
got = (out.stdout + out.stderr).splitlines()
bad = [f"expected: {e!r}\n     got: {g!r}" for e, g in zip(expected, got) if e != g]
if len(got) != len(expected):
    bad.append(f"{len(expected)} lines expected, {len(got)} printed")
print("ok" if not bad else "\n".join(bad))
