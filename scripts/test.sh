#!/usr/bin/env bash
# Every test: the formatting of JS, CSS and Markdown (Prettier), the native
# C++ suite (CTest, under AddressSanitizer and UndefinedBehaviorSanitizer),
# then Vitest against the real WebAssembly build and end-to-end in headless
# Chromium against the built site.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each stage ends with the time it took, and the run with the total.
started=$SECONDS
stage_started=$SECONDS
stage_name=
stage() {
  if [[ -n "$stage_name" ]]; then echo "   ($stage_name: $((SECONDS - stage_started)) s)"; fi
  stage_name=$1
  stage_started=$SECONDS
  if [[ -n "$1" ]]; then echo "== $1"; fi
}

stage "formatting (Prettier)"
npx prettier --check . --log-level warn

stage "native C++ tests"
cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Debug \
  -DCMAKE_CXX_FLAGS="-fsanitize=address,undefined -fno-sanitize-recover=all" >/dev/null
cmake --build build/native -j"$(nproc)"
ctest --test-dir build/native --output-on-failure

stage "WebAssembly build"
bash scripts/build-wasm.sh
npx vite build --logLevel warn
npx vite build --mode single --logLevel warn

stage "Vitest (core against the WASM build, end-to-end in Chromium)"
npx vitest run
stage ""
echo "== all stages: $((SECONDS - started)) s"
