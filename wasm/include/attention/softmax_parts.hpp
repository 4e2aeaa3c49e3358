// The softmax taken apart, for showing it in stages: each scaled score's
// exponential e^s, and each row's sum of them. The weights are e^s divided
// by that sum (what attend computes, up to rounding).
#pragma once

#include <cstdint>

#include "attention/attention.hpp"

namespace attention {

// Rows whose largest score is at most this keep e^s as it is: e^80 and a
// sum of up to kMaxExtent of them stay finite in float. A row with a larger
// score is shifted by that score, e^(s − shift), as the stable softmax does.
constexpr float kLargestUnshiftedScore = 80;

// Checks `rows` × `keys` scores: whole numbers, keys from 1 to kMaxExtent,
// at most kMaxElements in all.
Status planSoftmaxParts(double rows, double keys);

// For scaled scores [rows, keys] as the softmax reads them (−∞ for a masked
// key, which gets e^s = 0): writes e^(s − shift) [rows, keys] to
// `exponentials`, their sum per row to `sums` and each row's shift (0, or
// its largest score above kLargestUnshiftedScore) to `shifts`. NaN and +∞
// are refused. A row with every key masked has sum 0.
Status softmaxParts(const float* scaledScores, double rows, double keys,
                    float* exponentials, float* sums, float* shifts);

}  // namespace attention
