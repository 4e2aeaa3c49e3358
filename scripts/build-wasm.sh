#!/usr/bin/env bash
# Compiles the C++ core and its Embind bindings to web/lib/generated/.
set -euo pipefail
cd "$(dirname "$0")/.."
# Debian's emcc runs its JS optimizer with Debian's acorn.
export NODE_PATH=/usr/share/nodejs
emcmake cmake -S . -B build/wasm -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/wasm -j"$(nproc)"
