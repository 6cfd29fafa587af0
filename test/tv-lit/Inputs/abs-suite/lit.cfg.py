# A suite that, like MLIR's own (llvm_config.add_tool_substitutions with
# config.mlir_tools_dir), runs its tools by absolute path from one directory named in its
# configuration instead of through PATH. One line lets tv-lit point it at its wrapper
# directory: tv-lit passes --param tv_lit_bin=OUT/bin (OUT/bin also links the other tools).
import os
import tempfile
import lit.formats

config.name = 'abs'
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = ['.mlir']
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
config.test_exec_root = lit_config.params.get(
    'exec_root', os.path.join(tempfile.gettempdir(), 'tv-lit-abs'))
tools_dir = lit_config.params.get('tv_lit_bin', '/usr/lib/llvm-22/bin')
config.substitutions.append(('%mlir-opt', os.path.join(tools_dir, 'mlir-opt')))
config.substitutions.append(('%FileCheck', os.path.join(tools_dir, 'FileCheck')))
