#!/usr/bin/env bash
# Installs the Debian packages tv builds and tests with; a no-op when all are present.
# Uses sudo only when not running as root.
set -euo pipefail

PACKAGES=(libmlir-22-dev mlir-22-tools llvm-22-dev llvm-22-tools libz3-dev z3 libmpfr-dev
          cmake ninja-build pkg-config gcc g++ make python3)

missing=()
for p in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
echo "setup: installing ${missing[*]}" >&2
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
