// The core's random numbers, internal to src/: the same on every machine.
#pragma once

#include <cstdint>

namespace attention {

// SplitMix64: tiny, well-mixed and identical everywhere, unlike std::
// distributions whose output differs between standard libraries.
inline std::uint64_t nextRandom(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

// Uniform in (0, 1]: never 0, so a log() of it stays finite.
inline double nextUnit(std::uint64_t& state) {
  return static_cast<double>((nextRandom(state) >> 11) + 1) * 0x1.0p-53;
}

}  // namespace attention
