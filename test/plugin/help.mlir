// The plugin's --help lists every tv option in its own category (and the test-only pass); the Z3-error hook stays hidden.
// RUN: %tv-opt --help | FileCheck %s --check-prefix=HELP
// RUN: %tv-opt --help | FileCheck %s --check-prefix=NOHIDDEN
// RUN: %tv-opt --help-hidden | FileCheck %s --check-prefixes=HELP,HIDDEN
// Without the plugin none of them exist.
// RUN: mlir-opt --help | FileCheck %s --check-prefix=PLAIN

// HELP: --tv-test-mutate {{ *}}- {{ *}}Testing only: a deliberately wrong rewrite
// every mutation kind, the tensor and memory ones included (the list was once stale)
// HELP-NEXT: --kind=<string> {{.*}}addi-to-subi, {{.*}}swap-indexing-maps, pad-positive-zero, drop-broadcast, {{.*}}early-dealloc
// HELP: tv translation validation options:
// HELP-DAG: --tv-assume=<associative|zero-sum> {{.*}}Semantics assumed on purpose {{.*}}zero-sum = a float sum that starts from +0.0 starts from -0.0
// HELP-DAG: --tv-cache=<dir> {{.*}}Persistent result cache
// HELP-DAG: --tv-dump-dir=<dir>
// HELP-DAG: --tv-identical {{.*}}without the solver
// HELP-DAG: --tv-jobs=<N> {{.*}}on a pool of threads
// HELP-DAG: --tv-max-memory=<MB> {{.*}}Solver memory limit in MB
// HELP-DAG: --tv-fp=<auto|abstract|ieee> {{.*}}Float encoding
// HELP-DAG: --tv-max-dim=<N> {{.*}}Bound on every dynamic tensor dimension (default 64
// HELP-DAG: --tv-max-unroll=<N> {{.*}}Loop body encodings per loop nest (default 128
// HELP-DAG: --tv-on-failure=<abort|warn>
// HELP-DAG: --tv-only=<pass[,pass...]>
// HELP-DAG: --tv-quiet {{.*}}Nothing on stderr {{.*}}findings go only to --tv-report
// HELP-DAG: --tv-report=<file>
// HELP-DAG: --tv-timeout=<seconds> {{.*}}(default 10; 0 = none)
// HELP-DAG: --tv-verbose
// HELP-DAG: --tv-verify-each
// HIDDEN-DAG: --tv-test-inject-z3-error
// NOHIDDEN-NOT: tv-test-inject-z3-error

// PLAIN-NOT: tv translation validation options
// PLAIN-NOT: --tv-
