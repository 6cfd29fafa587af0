// shim.cpp: the C++ that MLIR's C API cannot express: plugin entry points, the tv-* flags,
// the action handler around every pass, diagnostics with notes, and the registration of
// the test-only mutation pass. Everything else is C (driver.c, mutate.c, the encoder).
//
// Hook (docs/design.md): the pass-plugin entry adds our own path to --load-dialect-plugin,
// so mlir-opt also loads us as a dialect plugin; a DialectRegistry extension on
// BuiltinDialect then runs for every MLIRContext and installs the action handler, which
// sees every pass as a PassExecutionAction.
#include <algorithm>
#include <map>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <type_traits>
#include <mutex>
#include <string>
#include <thread>
#include <unistd.h>
#include <vector>
#include <dlfcn.h>

#include "mlir/CAPI/IR.h"
#include "mlir/IR/BuiltinDialect.h"
#include "mlir/IR/BuiltinTypeInterfaces.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
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

// A bad value of a tv flag is an error when the flag is read, as llvm::cl's own errors are:
// before the input is read or any pass runs, exit status 1 (tv-check: 3); never a warning
// followed by a run with the default.
[[noreturn]] void badOption(const std::string &message) {
  llvm::errs() << "tv: error: " << message << "\n";
  llvm::errs().flush();
  std::exit(1);
}

void checkPath(const char *flag, const std::string &path, int isDir) {
  char err[512];
  if (tvp_path_writable(flag, path.c_str(), isDir, err, sizeof err)) badOption(err);
}

cl::opt<bool> verifyEach("tv-verify-each", cl::cat(tvCategory),
                         cl::desc("Validate every pass on every function it changes (SMT, Z3)"));
cl::opt<std::string> onFailure("tv-on-failure", cl::cat(tvCategory), cl::init("abort"),
                               cl::value_desc("abort|warn"),
                               cl::desc("On a miscompilation: abort (error, non-zero exit) or "
                                        "warn (warning, the pipeline goes on)"),
                               cl::callback([](const std::string &v) {
                                 if (v != "abort" && v != "warn")
                                   badOption("--tv-on-failure must be abort or warn, not '" + v + "'");
                               }));
cl::opt<double> timeoutSeconds("tv-timeout", cl::cat(tvCategory), cl::init(10.0),
                               cl::value_desc("seconds"),
                               cl::desc("Solver time limit per check (default 10; 0 = none)"),
                               cl::callback([](const double &v) {
                                 if (!(v >= 0 && v <= 1e6)) {
                                   char s[32];
                                   std::snprintf(s, sizeof s, "%g", v);
                                   badOption(std::string("--tv-timeout must be a number of seconds "
                                                         "from 0 (none) to 1e6, not ") + s);
                                 }
                               }));
cl::opt<std::string> fpMode("tv-fp", cl::cat(tvCategory), cl::init("auto"),
                           cl::value_desc("auto|abstract|ieee"),
                           cl::desc("Float encoding: auto (abstract first, counterexamples "
                                    "confirmed with exact IEEE-754), abstract, or ieee"),
                           cl::callback([](const std::string &v) {
                             TvFpMode m;
                             if (tv_fp_mode_parse(v.c_str(), &m))
                               badOption("--tv-fp must be auto, abstract or ieee, not '" + v + "'");
                           }));
cl::opt<unsigned> maxDim("tv-max-dim", cl::cat(tvCategory), cl::init(64), cl::value_desc("N"),
                         cl::desc("Bound on every dynamic tensor dimension (default 64, at most "
                                  "65536); a proof that relies on it says so"),
                         cl::callback([](const unsigned &v) {
                           if (v < 1 || v > TV_MAX_DIM_LIMIT)
                             badOption("--tv-max-dim must be between 1 and " + std::to_string(TV_MAX_DIM_LIMIT));
                         }));
cl::opt<unsigned> maxUnroll("tv-max-unroll", cl::cat(tvCategory), cl::init(TV_MAX_UNROLL_DEFAULT),
                            cl::value_desc("N"),
                            cl::desc("Loop body encodings per loop nest (default 128, at most 4096); "
                                     "a loop that may run longer is inconclusive"),
                            cl::callback([](const unsigned &v) {
                              if (v > TV_MAX_UNROLL_LIMIT)
                                badOption("--tv-max-unroll must be at most " + std::to_string(TV_MAX_UNROLL_LIMIT));
                            }));
cl::list<std::string> assume("tv-assume", cl::cat(tvCategory), cl::CommaSeparated,
                             cl::value_desc("associative|zero-sum"),
                             cl::desc("Semantics assumed on purpose (comma-separated or repeated; off "
                                      "by default; every verdict that uses one says so): associative = "
                                      "reductions that add floats may be reordered; zero-sum = a float "
                                      "sum that starts from +0.0 starts from -0.0 instead"),
                             cl::callback([](const std::string &v) {
                               unsigned bits = 0;
                               char bad[64];
                               if (tv_assume_parse(v.c_str(), &bits, bad, sizeof bad))
                                 badOption(std::string("unknown assumption '") + bad + "' in --tv-assume (known: " +
                                           TV_ASSUME_NAMES + ")");
                             }));
cl::opt<std::string> reportPath("tv-report", cl::cat(tvCategory), cl::value_desc("file"),
                                cl::desc("Write one JSON object per line per (pass, function) check"),
                                cl::callback([](const std::string &v) { checkPath("--tv-report", v, 0); }));
cl::opt<std::string> junitPath("tv-junit", cl::cat(tvCategory), cl::value_desc("file"),
                               cl::desc("Write every check as JUnit XML when the run ends (a test case "
                                        "per check: incorrect a failure with the counterexample, not "
                                        "proven skipped, error an error)"),
                               cl::callback([](const std::string &v) { checkPath("--tv-junit", v, 0); }));
cl::opt<std::string> sarifPath("tv-sarif", cl::cat(tvCategory), cl::value_desc("file"),
                               cl::desc("Write every check not proven as SARIF 2.1.0 when the run ends "
                                        "(code scanning: incorrect an error at the first differing op, "
                                        "the others notes)"),
                               cl::callback([](const std::string &v) { checkPath("--tv-sarif", v, 0); }));
// Pass arguments must name passes registered when the flag is read: mlir-opt's own and
// those of the plugins loaded before it (a typo would silently check nothing).
cl::opt<std::string> onlyPasses("tv-only", cl::cat(tvCategory), cl::value_desc("pass[,pass...]"),
                                cl::desc("Check only these passes (by pass argument)"),
                                cl::callback([](const std::string &v) {
                                  llvm::SmallVector<StringRef> names;
                                  StringRef(v).split(names, ',', -1, false);
                                  for (StringRef name : names)
                                    if (!PassInfo::lookup(name))
                                      badOption("--tv-only: no registered pass has the argument '" + name.str() +
                                                "' (pass arguments as in --pass-pipeline, e.g. canonicalize,cse)");
                                }));
cl::opt<std::string> dumpDir("tv-dump-dir", cl::cat(tvCategory), cl::value_desc("dir"),
                             cl::desc("Write <pass>-<func>.src.mlir/.tgt.mlir for every check "
                                      "that is not proven (reproduce with tv-check)"),
                             cl::callback([](const std::string &v) { checkPath("--tv-dump-dir", v, 1); }));
cl::opt<unsigned> jobs("tv-jobs", cl::cat(tvCategory), cl::init(0), cl::value_desc("N"),
                      cl::desc("Solver checks run at once, on a pool of threads, at least 1 "
                               "(default: the number of cores); output order does not depend on it"),
                      cl::callback([](const unsigned &v) {
                        if (v == 0) badOption("--tv-jobs must be at least 1 (without it: the number of cores)");
                      }));
cl::opt<std::string> cacheDir("tv-cache", cl::cat(tvCategory), cl::value_desc("dir"),
                              cl::desc("Persistent result cache: a check whose source, target, "
                                       "options and tv version were seen before is not solved "
                                       "again (safe to share between processes)"),
                              cl::callback([](const std::string &v) { checkPath("--tv-cache", v, 1); }));
cl::opt<unsigned> maxMemory("tv-max-memory", cl::cat(tvCategory), cl::init(0), cl::value_desc("MB"),
                            cl::desc("Solver memory limit in MB (0 = none): Z3's allocations in the "
                                     "whole process, so concurrent checks share it"));
cl::opt<bool> identical("tv-identical", cl::cat(tvCategory), cl::init(true),
                        cl::desc("Prove pairs that are the same program up to SSA names, "
                                 "locations and the placement of pure ops without the solver "
                                 "(default true; =false sends them to the solver)"));
cl::opt<bool> verbose("tv-verbose", cl::cat(tvCategory),
                      cl::desc("Emit a remark for every check that is not proven"));
cl::opt<bool> quiet("tv-quiet", cl::cat(tvCategory),
                    cl::desc("Nothing on stderr (no diagnostics, progress or summary; only a bad "
                             "tv option value or an unwritable report is still reported): findings go only to "
                             "--tv-report (for test suites that check stderr)"));
cl::opt<bool> injectZ3Error("tv-test-inject-z3-error", cl::cat(tvCategory), cl::Hidden,
                            cl::desc("Testing only: force a Z3 error in every check"));

size_t fingerprint(MlirOperation op, unsigned char *out);

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
// Contexts whose diagnostics clear the progress line first (stderr is a terminal).
std::vector<MLIRContext *> progressContexts;

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

// glibc's on_exit, not atexit: the exit status tells a run that stopped on its own error
// (input that fails to parse or verify, a bad option) from one whose pipeline ran; only
// the latter hears that no pass was validated, the former's message stands alone.
void atExit(int status, void *) {
  std::lock_guard<std::mutex> lock(sessionMutex);
  if (!session && !sessionFailed && !quiet && status == 0)
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

// Under --verify-diagnostics every diagnostic must be expected by the test: tv's findings
// are printed as plain text instead, which the verifier does not see.
bool plainFindings;

bool verifyingDiagnostics() {
  auto &opts = cl::getRegisteredOptions();
  auto it = opts.find("verify-diagnostics");
  return it != opts.end() && it->second->getNumOccurrences() > 0;
}

// The plugin's options as the driver takes them (their values were checked as they were
// read: see badOption).
TvpOptions buildOptions() {
  TvpOptions o = {};
  tv_fp_mode_parse(fpMode.c_str(), &o.fp);
  for (const std::string &name : assume) tv_assume_parse(name.c_str(), &o.assume, nullptr, 0);
  o.warn = onFailure == "warn";
  o.verbose = verbose;
  o.timeout_s = timeoutSeconds;
  o.max_dim = maxDim;
  o.max_unroll = maxUnroll;
  o.report_path = reportPath.empty() ? nullptr : reportPath.c_str();
  o.junit_path = junitPath.empty() ? nullptr : junitPath.c_str();
  o.sarif_path = sarifPath.empty() ? nullptr : sarifPath.c_str();
  o.only = onlyPasses.empty() ? nullptr : onlyPasses.c_str();
  o.dump_dir = dumpDir.empty() ? nullptr : dumpDir.c_str();
  o.inject_z3_error = injectZ3Error;
  o.jobs = jobs ? jobs : std::max(1u, std::thread::hardware_concurrency());
  o.cache_dir = cacheDir.empty() ? nullptr : cacheDir.c_str();
  o.max_memory_mb = maxMemory;
  o.quiet = quiet;
  return o;
}

TvpSession *getSession() {
  std::lock_guard<std::mutex> lock(sessionMutex);
  if (session || sessionFailed) return session;
  TvpOptions o = buildOptions();
  o.progress = isatty(2) && !quiet;
  plainFindings = !quiet && verifyingDiagnostics();
  o.fingerprint = fingerprint;
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

// "file:line:col: " of a file location, else "".
std::string whereText(Location loc) {
  if (auto fl = dyn_cast<FileLineColLoc>(loc))
    return fl.getFilename().str() + ":" + std::to_string(fl.getLine()) + ":" + std::to_string(fl.getColumn()) + ": ";
  return "";
}

// Where the finding's notes go: its note location (the function), else its own.
Location noteLoc(const TvpFinding *f) { return unwrap(mlirLocationIsNull(f->note_loc) ? f->loc : f->note_loc); }

// "file:line:col: warning: message" and its notes on stderr, outside MLIR's diagnostics.
void printFinding(const TvpFinding *f) {
  const char *kind = f->kind == TVP_DIAG_ERROR ? "error" : f->kind == TVP_DIAG_WARNING ? "warning" : "remark";
  llvm::errs() << whereText(unwrap(f->loc)) << kind << ": " << f->message << "\n";
  if (!f->notes) return;
  std::string where = whereText(noteLoc(f));
  llvm::SmallVector<llvm::StringRef> lines;
  llvm::StringRef(f->notes).split(lines, '\n');
  for (llvm::StringRef line : lines) llvm::errs() << where << "note: " << line << "\n";
}

void emitFinding(void *, const TvpFinding *f) {
  if (plainFindings) return printFinding(f);
  Location loc = unwrap(f->loc);
  InFlightDiagnostic d = f->kind == TVP_DIAG_ERROR     ? emitError(loc)
                         : f->kind == TVP_DIAG_WARNING ? emitWarning(loc)
                                                       : emitRemark(loc);
  d << f->message;
  if (!f->notes) return;
  llvm::SmallVector<llvm::StringRef> lines;
  llvm::StringRef(f->notes).split(lines, '\n');
  Location at = noteLoc(f);
  for (llvm::StringRef line : lines) d.attachNote(at) << line;
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

// Structural identity (no solver call): two functions are the same program when they are
// equal up to SSA names, locations, and where pure ops sit. Every op gets a number from its
// key: name, attributes, properties, result types, operand numbers, successors, nested
// regions, and for an op that is not an expression (memory effects, possible UB, regions,
// no results, or the block's terminator) its position among such ops in its block; a value
// is numbered by the op and result index that define it, a block argument by its position. A block is its argument types and the
// multiset of the numbers of its non-expression ops. An expression (MLIR's Pure: no effects,
// always speculatable; no regions; and no UB in our semantics, see expression()) has a
// value that depends on its operands alone, so it may be scheduled anywhere, hoisted out
// of a region, merged with an equal one (CSE) or dropped when unused without changing what
// the function does.
class Numbering {
public:
  // Keys are shared by the two sides so that their numbers compare.
  using Key = std::vector<uintptr_t>;
  explicit Numbering(std::map<Key, unsigned> &keys) : keys(keys) {}
  // The number of a function (op and body); 0 when it cannot be numbered.
  unsigned op(Operation *o, unsigned position) {
    Key k = {1, (uintptr_t)o->getName().getAsOpaquePointer(),
             (uintptr_t)o->getRawDictionaryAttrs().getAsOpaquePointer(),
             (uintptr_t)o->getPropertiesAsAttribute().getAsOpaquePointer(), position,
             o->getNumResults()};
    for (Type t : o->getResultTypes()) k.push_back((uintptr_t)t.getAsOpaquePointer());
    k.push_back(o->getNumOperands());
    for (Value v : o->getOperands()) {
      auto it = values.find(v);
      if (it == values.end()) return 0;   // defined later (graph region, block order)
      k.push_back(it->second);
    }
    for (Block *b : o->getSuccessors()) k.push_back(blockIndex(b));
    unsigned ctx = o->getNumRegions() ? ++contexts : 0;   // region ops keep their order
    for (Region &r : o->getRegions()) {
      unsigned n = region(r, ctx, r.getRegionNumber());
      if (!n) return 0;
      k.push_back(n);
    }
    unsigned id = intern(k);
    for (OpResult r : o->getResults()) values[r] = intern({2, id, r.getResultNumber()});
    return id;
  }

private:
  std::map<Key, unsigned> &keys;
  llvm::DenseMap<Value, unsigned> values;
  unsigned contexts = 0;

  // MLIR's Pure (no effects, always speculatable) on an op whose encoding has no UB either
  // (its row's OP_PURE_NO_UB: arith, math and ub) on scalars (and their constants of any
  // type). Pure tensor ops such as tensor.extract are UB out of bounds in
  // docs/semantics.md, and elementwise ops on dynamic tensors are UB on mismatched sizes:
  // those keep their place.
  static bool expression(Operation *o) {
    if (!tvp_pure_no_ub(wrap(o))) return false;
    for (Value v : o->getOperands())
      if (isa<ShapedType>(v.getType())) return false;
    if (o->getNumOperands())
      for (Type t : o->getResultTypes())
        if (isa<ShapedType>(t)) return false;
    return isPure(o);
  }
  unsigned intern(const Key &k) { return keys.emplace(k, keys.size() + 1).first->second; }
  static uintptr_t blockIndex(Block *b) {
    uintptr_t i = 0;
    for (Block &x : *b->getParent()) {
      if (&x == b) return i;
      i++;
    }
    return ~(uintptr_t)0;
  }
  unsigned region(Region &r, unsigned ctx, unsigned ri) {
    Key k = {3};
    unsigned bi = 0;
    for (Block &b : r) {   // arguments first: branches may target later blocks
      for (BlockArgument a : b.getArguments())
        values[a] = intern({4, ctx, ri, bi, a.getArgNumber(), (uintptr_t)a.getType().getAsOpaquePointer()});
      bi++;
    }
    for (Block &b : r) {
      std::vector<unsigned> ops;
      unsigned position = 1;
      for (Operation &o : b) {
        // the block's last op (a terminator: func.return is pure) carries the results, and
        // an op without results is there for its effect: neither is only an expression
        bool pure = o.getNumRegions() == 0 && o.getNumResults() && &o != &b.back() && expression(&o);
        unsigned n = op(&o, pure ? 0 : position++);
        if (!n) return 0;
        if (!pure) ops.push_back(n);
      }
      std::sort(ops.begin(), ops.end());
      k.push_back(b.getNumArguments());
      for (BlockArgument a : b.getArguments()) k.push_back(values[a]);
      k.push_back(ops.size());
      k.insert(k.end(), ops.begin(), ops.end());
    }
    return intern(k);
  }
};

size_t fingerprint(MlirOperation op, unsigned char *out) {
  static_assert(sizeof(OperationFingerPrint) <= TVP_FP_MAX, "fingerprint buffer too small");
  static_assert(std::is_trivially_copyable<OperationFingerPrint>::value, "not a plain hash");
  OperationFingerPrint fp(unwrap(op));
  std::memcpy(out, &fp, sizeof fp);
  return sizeof fp;
}

int sameProgram(MlirOperation src, MlirOperation tgt) {
  std::map<Numbering::Key, unsigned> keys;
  Numbering a(keys), b(keys);
  unsigned x = a.op(unwrap(src), 0);
  return x && x == b.op(unwrap(tgt), 0);
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

// On a terminal, every diagnostic of the context (tv's, the verifier's, those MLIR's
// ParallelDiagnosticHandler replays after a parallel function pipeline) first clears the
// progress line. Installed at the first pass, after mlir-opt's own handler, so that ours
// runs first; it declines the diagnostic, which goes on to mlir-opt's handler.
void clearProgressOnDiagnostics(TvpSession *s, MLIRContext *ctx) {
  if (!isatty(2)) return;
  {
    std::lock_guard<std::mutex> lock(sessionMutex);
    if (std::find(progressContexts.begin(), progressContexts.end(), ctx) != progressContexts.end())
      return;
    progressContexts.push_back(ctx);
  }
  ctx->getDiagEngine().registerHandler([s](Diagnostic &) {
    tvp_term_lock(s);
    tvp_term_unlock(s);
    return failure();
  });
}

void onAction(llvm::function_ref<void()> transform, const tracing::Action &action) {
  auto *pe = llvm::dyn_cast<PassExecutionAction>(&action);
  TvpSession *s = pe ? getSession() : nullptr;
  if (!s) return transform();
  clearProgressOnDiagnostics(s, pe->getOp()->getContext());
  enter(*pe);
  std::string pass = pe->getPass().getArgument().str();
  Operation *op = pe->getOp();
  // Adaptors (empty argument) only wrap nested passes, which arrive as their own actions.
  TvpSnapshot *snap = nullptr;
  if (!pass.empty()) {
    tvp_count_pass(s);
    if (tvp_wants(s, pass.c_str())) snap = tvp_before(s, wrap(op));
  } else {
    tvp_nest(s, 1);
  }
  transform();
  if (pass.empty()) tvp_nest(s, 0);
  leave(*pe);
  TvpHooks hooks = {emitFinding, quietVerify, identical ? sameProgram : nullptr, nullptr,
                    op->getContext()->isMultithreadingEnabled()};
  int incorrect = tvp_after(s, pass.c_str(), snap, wrap(op), &hooks);
  if (incorrect && onFailure != "warn") stopPipeline(op);
}

void onNewContext(MLIRContext *ctx) {
  static std::once_flag registered;
  std::call_once(registered, [] { on_exit(atExit, nullptr); });
  {
    // A new context at the address of a finished one: that one's failure stays unsignalled.
    std::lock_guard<std::mutex> lock(sessionMutex);
    if (takePending(ctx)) lostFailure = true;
    progressContexts.erase(std::remove(progressContexts.begin(), progressContexts.end(), ctx),
                           progressContexts.end());
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
  Option<std::string> kind{*this, "kind", cl::init("addi-to-subi"), cl::desc(tvp_mutation_kinds())};
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
