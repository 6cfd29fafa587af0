// sweep-plugin.cpp: tv-sweep's C++ shim. MLIR has no C API to load a pass plugin, so this
// loads one with mlir::PassPlugin (as mlir-opt's --load-pass-plugin does) and returns to C.
#include <cstdio>
#include <string>
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Error.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "sweep.h"

// Plugins written for mlir-opt may ask it to load them as dialect plugins too, through
// this option (libtv.so does, for --tv-verify-each). A sweep needs only their passes: the
// option exists so that such a plugin finds it, and its value is not used.
static llvm::cl::list<std::string> dialectPlugins("load-dialect-plugin", llvm::cl::ReallyHidden,
                                                  llvm::cl::desc("accepted from pass plugins, unused"));

extern "C" int sweep_load_pass_plugin(const char *path, char *err, size_t errlen) {
  auto plugin = mlir::PassPlugin::load(path);
  if (!plugin) {
    std::string msg = llvm::toString(plugin.takeError());
    std::snprintf(err, errlen, "%s", msg.c_str());
    return 1;
  }
  plugin->registerPassRegistryCallbacks();
  return 0;
}
