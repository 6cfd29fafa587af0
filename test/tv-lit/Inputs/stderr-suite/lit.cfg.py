# A suite whose test expects mlir-opt to print nothing on stderr: under tv-lit the
# plugin's summary line breaks that (README, Nightly runs), and tv-lit exits with 3.
import os
import tempfile
import lit.formats

config.name = 'stderr'
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = ['.mlir']
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
config.test_exec_root = lit_config.params.get(
    'exec_root', os.path.join(tempfile.gettempdir(), 'tv-lit-stderr'))
# FileCheck comes last, so that any mlir-opt earlier in PATH (tv-lit's wrapper) wins.
config.environment['PATH'] = os.pathsep.join(
    [config.environment.get('PATH', ''), '/usr/lib/llvm-22/bin'])
