// shim.cpp: the C++ that MLIR's C API cannot express: plugin entry points, the tv-* flags,
// the action handler around every pass, diagnostics with notes, and the registration of
// the test-only mutation pass. Everything else is C (driver.c, mutate.c, the encoder).
//
// Hook (docs/design.md): the pass-plugin entry adds our own path to --load-dialect-plugin,
// so mlir-opt also loads us as a dialect plugin; a DialectRegistry extension on
// BuiltinDialect then runs for every MLIRContext and installs the action handler, which
// sees every pass as a PassExecutionAction.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <string>
#include <thread>
#include <unistd.h>
#include <vector>
#include <dlfcn.h>

#include "mlir/CAPI/IR.h"
#include "mlir/IR/BuiltinDialect.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Support/CommandLine.h"

extern "C" {
#include "driver.h"
}

using namespace mlir;
namespace cl = llvm::cl;

namespace {

cl::OptionCategory tvCategory("tv translation validation options");

cl::opt<bool> verifyEach("tv-verify-each", cl::cat(tvCategory),
                         cl::desc("Validate every pass on every function it changes (SMT, Z3)"));
cl::opt<std::string> onFailure("tv-on-failure", cl::cat(tvCategory), cl::init("abort"),
                               cl::value_desc("abort|warn"),
                               cl::desc("On a miscompilation: abort (error, non-zero exit) or "
                                        "warn (warning, the pipeline goes on)"));
cl::opt<double> timeoutSeconds("tv-timeout", cl::cat(tvCategory), cl::init(10.0),
                               cl::value_desc("seconds"),
                               cl::desc("Solver time limit per check (default 10; 0 = none)"));
cl::opt<std::string> fpMode("tv-fp", cl::cat(tvCategory), cl::init("auto"),
                           cl::value_desc("auto|abstract|ieee"),
                           cl::desc("Float encoding: auto (abstract first, counterexamples "
                                    "confirmed with exact IEEE-754), abstract, or ieee"));
cl::opt<unsigned> maxDim("tv-max-dim", cl::cat(tvCategory), cl::init(64), cl::value_desc("N"),
                         cl::desc("Bound on every dynamic tensor dimension (default 64, at most "
                                  "65536); a proof that relies on it says so"));
cl::opt<unsigned> maxUnroll("tv-max-unroll", cl::cat(tvCategory), cl::init(TV_MAX_UNROLL_DEFAULT),
                            cl::value_desc("N"),
                            cl::desc("Loop body encodings per loop nest (default 128, at most 4096); "
                                     "a loop that may run longer is inconclusive"));
cl::opt<std::string> reportPath("tv-report", cl::cat(tvCategory), cl::value_desc("file"),
                                cl::desc("Write one JSON object per line per (pass, function) check"));
cl::opt<std::string> onlyPasses("tv-only", cl::cat(tvCategory), cl::value_desc("pass[,pass...]"),
                                cl::desc("Check only these passes (by pass argument)"));
cl::opt<std::string> dumpDir("tv-dump-dir", cl::cat(tvCategory), cl::value_desc("dir"),
                             cl::desc("Write <pass>-<func>.src.mlir/.tgt.mlir for every check "
                                      "that is not proven (reproduce with tv-check)"));
cl::opt<bool> verbose("tv-verbose", cl::cat(tvCategory),
                      cl::desc("Emit a remark for every check that is not proven"));
cl::opt<bool> injectZ3Error("tv-test-inject-z3-error", cl::cat(tvCategory), cl::Hidden,
                            cl::desc("Testing only: force a Z3 error in every check"));

// One session per process: the flags are process-wide. Guarded by the mutex below.
std::mutex sessionMutex;
TvpSession *session;
bool sessionFailed;

// Passes whose execution is in progress (nested pipelines run inside an adaptor pass).
struct ActivePass {
  const Pass *pass;
  Operation *op;
};
std::vector<ActivePass> activePasses;
// Abort mode: contexts (one per --split-input-file chunk) whose top-level pass was
// incorrect with no pass to fail yet; and whether such a failure could not be signalled.
std::vector<MLIRContext *> pendingFailures;
bool lostFailure;

// Pass::signalPassFailure is protected; a derived class may name it for any Pass.
struct PassAccess : Pass {
  static void fail(const Pass &p) { (const_cast<Pass &>(p).*(&PassAccess::signalPassFailure))(); }
};

bool takePending(MLIRContext *ctx) {
  auto it = std::find(pendingFailures.begin(), pendingFailures.end(), ctx);
  if (it == pendingFailures.end()) return false;
  pendingFailures.erase(it);
  return true;
}

void atExit() {
  std::lock_guard<std::mutex> lock(sessionMutex);
  if (!session && !sessionFailed)
    llvm::errs() << "tv: no pass was validated: the pipeline is empty, or another action "
                    "handler (such as --log-actions-to) replaced tv's\n";
  tvp_session_finish(session);
  session = nullptr;
  // A miscompilation in the last top-level pass had no later pass to fail: the exit
  // status is the only way left to report it (abort mode only).
  if (!pendingFailures.empty() || lostFailure) {
    std::fflush(nullptr);
    _exit(1);
  }
}

TvpSession *getSession() {
  std::lock_guard<std::mutex> lock(sessionMutex);
  if (session || sessionFailed) return session;
  if (onFailure != "abort" && onFailure != "warn") {
    llvm::errs() << "tv: --tv-on-failure must be abort or warn, not '" << onFailure
                 << "'; using abort\n";
  }
  if (!(timeoutSeconds >= 0)) {
    llvm::errs() << "tv: --tv-timeout must be a number of seconds >= 0; using 10\n";
    timeoutSeconds = 10;
  }
  TvpOptions o = {};
  if (tv_fp_mode_parse(fpMode.c_str(), &o.fp)) {
    llvm::errs() << "tv: --tv-fp must be auto, abstract or ieee, not '" << fpMode
                 << "'; using auto\n";
    o.fp = TV_FP_AUTO;
  }
  o.warn = onFailure == "warn";
  o.verbose = verbose;
  o.timeout_s = timeoutSeconds;
  if (maxDim < 1 || maxDim > TV_MAX_DIM_LIMIT) {
    llvm::errs() << "tv: --tv-max-dim must be between 1 and " << TV_MAX_DIM_LIMIT << "; using 64\n";
    maxDim = 64;
  }
  o.max_dim = maxDim;
  o.max_unroll = maxUnroll > TV_MAX_UNROLL_LIMIT ? TV_MAX_UNROLL_DEFAULT : unsigned(maxUnroll);
  o.report_path = reportPath.empty() ? nullptr : reportPath.c_str();
  o.only = onlyPasses.empty() ? nullptr : onlyPasses.c_str();
  o.dump_dir = dumpDir.empty() ? nullptr : dumpDir.c_str();
  o.inject_z3_error = injectZ3Error;
  char err[512] = "";
  session = tvp_session_create(&o, err, sizeof err);
  if (session && *err) llvm::errs() << "tv: " << err << "\n";
  if (!session) {
    sessionFailed = true;
    llvm::errs() << "tv: validation disabled: " << err << "\n";
    return nullptr;
  }
  return session;
}

void emitFinding(void *, const TvpFinding *f) {
  Location loc = unwrap(f->loc);
  InFlightDiagnostic d = f->kind == TVP_DIAG_ERROR     ? emitError(loc)
                         : f->kind == TVP_DIAG_WARNING ? emitWarning(loc)
                                                       : emitRemark(loc);
  d << f->message;
  if (!f->notes) return;
  llvm::SmallVector<llvm::StringRef> lines;
  llvm::StringRef(f->notes).split(lines, '\n');
  for (llvm::StringRef line : lines) d.attachNote(loc) << line;
}

// The pass manager verifies after the handler returns and prints the errors; ours stay
// quiet. Only diagnostics of this thread are swallowed: other threads' pass on.
int quietVerify(MlirOperation func) {
  Operation *op = unwrap(func);
  std::thread::id self = std::this_thread::get_id();
  ScopedDiagnosticHandler quiet(op->getContext(), [self](Diagnostic &) {
    return success(std::this_thread::get_id() == self);
  });
  return succeeded(verify(op));
}

// Abort mode: fail every enclosing pass still running (the adaptor of a nested pipeline);
// for a top-level pass, fail the next pass to run, or the process exit status.
void stopPipeline(Operation *op) {
  std::lock_guard<std::mutex> lock(sessionMutex);
  bool signalled = false;
  for (ActivePass &a : activePasses)
    if (a.op == op || a.op->isProperAncestor(op)) {
      PassAccess::fail(*a.pass);
      signalled = true;
    }
  if (!signalled) pendingFailures.push_back(op->getContext());
}

void enter(const PassExecutionAction &pe) {
  std::lock_guard<std::mutex> lock(sessionMutex);
  if (takePending(pe.getOp()->getContext())) PassAccess::fail(pe.getPass());
  activePasses.push_back({&pe.getPass(), pe.getOp()});
}

void leave(const PassExecutionAction &pe) {
  std::lock_guard<std::mutex> lock(sessionMutex);
  for (size_t i = activePasses.size(); i-- > 0;)
    if (activePasses[i].pass == &pe.getPass() && activePasses[i].op == pe.getOp()) {
      activePasses.erase(activePasses.begin() + i);
      break;
    }
}

void onAction(llvm::function_ref<void()> transform, const tracing::Action &action) {
  auto *pe = llvm::dyn_cast<PassExecutionAction>(&action);
  TvpSession *s = pe ? getSession() : nullptr;
  if (!s) return transform();
  enter(*pe);
  std::string pass = pe->getPass().getArgument().str();
  Operation *op = pe->getOp();
  // Adaptors (empty argument) only wrap nested passes, which arrive as their own actions.
  TvpSnapshot *snap = nullptr;
  if (!pass.empty()) {
    tvp_count_pass(s);
    if (tvp_wants(s, pass.c_str())) snap = tvp_before(s, wrap(op));
  }
  transform();
  leave(*pe);
  int incorrect = tvp_after(s, pass.c_str(), snap, wrap(op), emitFinding, quietVerify, nullptr);
  if (incorrect && onFailure != "warn") stopPipeline(op);
}

void onNewContext(MLIRContext *ctx) {
  static std::once_flag registered;
  std::call_once(registered, [] { std::atexit(atExit); });
  {
    // A new context at the address of a finished one: that one's failure stays unsignalled.
    std::lock_guard<std::mutex> lock(sessionMutex);
    if (takePending(ctx)) lostFailure = true;
  }
  ctx->registerActionHandler(onAction);
}

// The test-only buggy pass: -p 'builtin.module(func.func(tv-test-mutate{kind=...}))'.
struct TvMutatePass : PassWrapper<TvMutatePass, OperationPass<>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(TvMutatePass)
  TvMutatePass() = default;
  TvMutatePass(const TvMutatePass &other) : PassWrapper(other) {}
  StringRef getArgument() const final { return "tv-test-mutate"; }
  StringRef getDescription() const final {
    return "Testing only: a deliberately wrong rewrite for tv to catch";
  }
  Option<std::string> kind{*this, "kind", cl::init("addi-to-subi"),
                           cl::desc("addi-to-subi, swap-subi, add-nsw, divsi-to-shrsi, "
                                    "slt-to-ult, drop-select, drop-return")};
  void runOnOperation() override {
    if (tvp_mutate(wrap(getOperation()), kind.c_str())) {
      getOperation()->emitError() << "tv-test-mutate: unknown kind '" << kind
                                  << "'; known: " << tvp_mutation_kinds();
      signalPassFailure();
    }
  }
};

void registerOwnDialectPlugin() {
  auto &opts = cl::getRegisteredOptions();
  auto it = opts.find("load-dialect-plugin");
  if (it == opts.end()) {
    llvm::errs() << "tv: this tool has no --load-dialect-plugin; --tv-verify-each is unavailable\n";
    return;
  }
  Dl_info info;
  if (!dladdr(reinterpret_cast<void *>(&registerOwnDialectPlugin), &info) || !info.dli_fname) {
    llvm::errs() << "tv: cannot find the plugin's own path; --tv-verify-each is unavailable\n";
    return;
  }
  it->second->addOccurrence(0, "load-dialect-plugin", info.dli_fname);
}

} // namespace

extern "C" LLVM_ATTRIBUTE_WEAK __attribute__((visibility("default"))) PassPluginLibraryInfo
mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "tv", TV_VERSION, []() {
            registerPass([]() -> std::unique_ptr<Pass> { return std::make_unique<TvMutatePass>(); });
            registerOwnDialectPlugin();
          }};
}

extern "C" LLVM_ATTRIBUTE_WEAK __attribute__((visibility("default"))) DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "tv", TV_VERSION, [](DialectRegistry *registry) {
            registry->addExtension(+[](MLIRContext *ctx, BuiltinDialect *) {
              if (verifyEach) onNewContext(ctx);
            });
          }};
}
