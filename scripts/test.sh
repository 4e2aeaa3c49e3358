#!/usr/bin/env bash
# Every test: the formatting of JS, CSS and Markdown (Prettier), the native
# C++ suite (CTest, under AddressSanitizer and UndefinedBehaviorSanitizer),
# then Vitest against the real WebAssembly build and end-to-end in headless
# Chromium against the built site.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== formatting (Prettier)"
npx prettier --check . --log-level warn

echo "== native C++ tests"
cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Debug \
  -DCMAKE_CXX_FLAGS="-fsanitize=address,undefined -fno-sanitize-recover=all" >/dev/null
cmake --build build/native -j"$(nproc)"
ctest --test-dir build/native --output-on-failure

echo "== WebAssembly build"
bash scripts/build-wasm.sh
npx vite build --logLevel warn
npx vite build --mode single --logLevel warn

echo "== Vitest (core against the WASM build, end-to-end in Chromium)"
npx vitest run
