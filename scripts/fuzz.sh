#!/usr/bin/env bash
# Builds and runs the libFuzzer target wasm/fuzz/fuzz_attention.cpp (clang,
# AddressSanitizer + UndefinedBehaviorSanitizer) for FUZZ_SECONDS (default 60).
#   npm run fuzz                 # one minute
#   FUZZ_SECONDS=600 npm run fuzz
# Extra arguments go to libFuzzer. Crashes land in build/fuzz/ as crash-*;
# turn each into a regression test in wasm/tests/.
set -euo pipefail
cd "$(dirname "$0")/.."
CXX=${FUZZ_CXX:-clang++}
mkdir -p build/fuzz/corpus
"$CXX" -std=c++17 -O1 -g -fsanitize=fuzzer,address,undefined \
  -fno-sanitize-recover=all -I wasm/include -I wasm/src -I /usr/include/eigen3 \
  wasm/fuzz/fuzz_attention.cpp wasm/src/attention.cpp wasm/src/kernels_blocked.cpp \
  wasm/src/principal_plane.cpp \
  -o build/fuzz/fuzz_attention
cd build/fuzz
exec ./fuzz_attention -max_total_time="${FUZZ_SECONDS:-60}" -max_len=4096 \
  -print_final_stats=1 "$@" corpus
