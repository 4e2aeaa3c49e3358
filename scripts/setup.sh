#!/usr/bin/env bash
# Installs whatever this machine lacks to build and test Attention Lab:
# Debian packages (Emscripten, Eigen, CMake, GoogleTest, Chromium,
# clang-format) and the pinned npm packages. Safe to run again: it only
# installs what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
command -v emcc >/dev/null || missing+=(emscripten)
command -v cmake >/dev/null || missing+=(cmake)
command -v make >/dev/null || missing+=(make)
command -v g++ >/dev/null || missing+=(g++)
command -v clang-format >/dev/null || missing+=(clang-format)
[ -f /usr/include/eigen3/Eigen/Core ] || missing+=(libeigen3-dev)
[ -f /usr/include/gtest/gtest.h ] || missing+=(libgtest-dev)
[ -x /usr/bin/chromium ] || missing+=(chromium)
# A font with OpenType MATH tables, so formulas' brackets stretch in Chromium.
[ -f /usr/share/fonts/truetype/dejavu/DejaVuMathTeXGyre.ttf ] || missing+=(fonts-dejavu-extra)
# Chinese characters, so the Chinese lab is laid out and pictured with real
# glyphs, not boxes (DejaVu has the Arabic script, not the Han one).
[ -f /usr/share/fonts/truetype/wqy/wqy-microhei.ttc ] || missing+=(fonts-wqy-microhei)

if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing Debian packages: ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

node_major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$node_major" -lt 20 ]; then
  echo "setup: Node.js 20 or newer is needed (found $(node --version))" >&2
  exit 1
fi

# npm ci when node_modules is absent or older than the lock file.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "setup: installing npm packages"
  npm ci --no-audit --no-fund --loglevel=error
fi
