#!/usr/bin/env bash
# Every test: the formatting of JS, CSS and Markdown (Prettier) and of C++
# (clang-format), the native C++ suite (CTest, under AddressSanitizer and
# UndefinedBehaviorSanitizer), then Vitest against the real WebAssembly build
# and end-to-end in headless Chromium against the built site.
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

native_tests() {
  local native_started=$SECONDS
  cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Debug \
    -DCMAKE_CXX_FLAGS="-fsanitize=address,undefined -fno-sanitize-recover=all" >/dev/null
  cmake --build build/native -j"$(nproc)"
  ctest --test-dir build/native --output-on-failure
  echo "   (native C++ tests: $((SECONDS - native_started)) s)"
}

stage "formatting (Prettier, clang-format)"
npx prettier --check . --log-level warn
# .clang-format holds the style; a file that differs from it fails the run.
find wasm bench -name '*.[ch]pp' -print0 | xargs -0 clang-format --dry-run --Werror

stage "WebAssembly build"
bash scripts/build-wasm.sh
npx vite build --logLevel warn
npx vite build --mode single --logLevel warn

# The native suite compiles while Vitest runs: the end-to-end tests leave
# about a third of two cores idle (they wait on frames and the browser), and
# the compile fits in it. Its output is printed once Vitest is done.
mkdir -p build
native_log=build/native-tests.log
# In a process group of its own, so an interrupted run takes the compile with it.
set -m
native_tests >"$native_log" 2>&1 &
native_pid=$!
set +m
trap 'kill -- "-$native_pid" 2>/dev/null || true' EXIT

stage "Vitest (core against the WASM build, end-to-end in Chromium)"
vitest_status=0
npx vitest run || vitest_status=$?
stage ""
echo "== native C++ tests (CTest, compiled and run beside Vitest)"
native_status=0
wait "$native_pid" || native_status=$?
if [[ $native_status -ne 0 ]]; then
  cat "$native_log"
else
  grep -E "tests passed|native C\+\+ tests:" "$native_log"
fi
echo "== all stages: $((SECONDS - started)) s"
if [[ $vitest_status -ne 0 || $native_status -ne 0 ]]; then exit 1; fi
