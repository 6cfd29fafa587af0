# lit configuration for tv: tests live under test/, binaries under build/ (or --param build=DIR).
import os
import lit.formats

root = os.path.dirname(os.path.abspath(__file__))
build = lit_config.params.get('build', os.path.join(root, 'build'))
llvm_bin = '/usr/lib/llvm-22/bin'

config.name = 'tv'
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = ['.mlir', '.test']
# lit maps a test path relative to this file's directory, so the source root is the
# repository root. Excludes match directory names at any depth: only names that hold
# .mlir files outside test/ are listed (plugin/ and docs/ hold none, and test/ has both).
config.test_source_root = root
config.test_exec_root = os.path.join(build, 'lit')
config.excludes = ['unit', 'difftest', 'Inputs', 'CMakeLists.txt', 'build', 'examples', '.git']

config.environment['PATH'] = os.pathsep.join(
    [os.path.join(build, 'bin'), llvm_bin, config.environment.get('PATH', os.environ['PATH'])])

plugin = os.path.join(build, 'lib', 'libtv.so')
config.substitutions.append(('%libtv', plugin))
config.substitutions.append(('%tv-opt', 'mlir-opt --load-pass-plugin=' + plugin))
config.substitutions.append(('%tv-check', os.path.join(build, 'bin', 'tv-check')))
config.substitutions.append(('%tv-sweep', os.path.join(build, 'bin', 'tv-sweep')))
config.substitutions.append(('%tv-build', build))
config.substitutions.append(('%tv-loop-oracle', os.path.join(build, 'bin', 'tv-loop-oracle')))
config.substitutions.append(('%tv-run', os.path.join(build, 'bin', 'tv-run')))
