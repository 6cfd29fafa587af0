# A small lit suite that knows nothing about tv: it finds mlir-opt through PATH, as many
# out-of-tree suites do. tv-lit's own tests (test/tv-lit/*.test) run it through tv-lit.
import os
import tempfile
import lit.formats

config.name = 'mini'
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = ['.mlir']
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
config.test_exec_root = lit_config.params.get(
    'exec_root', os.path.join(tempfile.gettempdir(), 'tv-lit-mini'))
# FileCheck comes last, so that any mlir-opt earlier in PATH (tv-lit's wrapper) wins.
config.environment['PATH'] = os.pathsep.join(
    [config.environment.get('PATH', ''), '/usr/lib/llvm-22/bin'])
