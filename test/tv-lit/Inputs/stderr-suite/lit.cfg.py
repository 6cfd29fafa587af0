# A suite whose tests expect mlir-opt to print nothing on stderr, or run it under
# --verify-diagnostics, on a pass tv finds incorrect (the plugin's test mutation: the suite
# runs only under tv-lit, whose wrapper loads the plugin). The wrapper passes --tv-quiet, so
# tv's findings reach only the report and both tests pass.
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
