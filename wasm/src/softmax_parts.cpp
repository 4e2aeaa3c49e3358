#include "attention/softmax_parts.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

namespace attention {
namespace {

bool isWhole(double value, double low, double high) {
  return std::isfinite(value) && value >= low && value <= high &&
         value == std::floor(value);
}

}  // namespace

Status planSoftmaxParts(double rows, double keys) {
  if (!isWhole(rows, 1, kMaxExtent) || !isWhole(keys, 1, kMaxExtent))
    return Status::error(
        "softmaxParts: scores must be [rows, keys] with 1 to 65536 of each; "
        "got [" +
        std::to_string(rows) + ", " + std::to_string(keys) + "]");
  if (rows * keys > kMaxElements)
    return Status::error(
        "softmaxParts: at most 16777216 scores in one call; got " +
        std::to_string(rows * keys));
  return Status();
}

Status softmaxParts(const float* scaledScores, double rows, double keys,
                    float* exponentials, float* sums, float* shifts) {
  if (Status status = planSoftmaxParts(rows, keys); !status.ok()) return status;
  const auto n = static_cast<std::int64_t>(rows);
  const auto m = static_cast<std::int64_t>(keys);
  // NaN fails every comparison: both are refused before anything is written.
  for (std::int64_t at = 0; at < n * m; ++at)
    if (!(scaledScores[at] < std::numeric_limits<float>::infinity()))
      return Status::error(
          "softmaxParts: scaled scores must be numbers or −∞ (masked); got NaN "
          "or +∞");
  // A plain loop: for the tables the lab shows it costs nothing, and it
  // keeps the module smaller than a second Eigen expression does.
  for (std::int64_t i = 0; i < n; ++i) {
    const float* row = scaledScores + i * m;
    float largest = row[0];
    for (std::int64_t j = 1; j < m; ++j) largest = std::max(largest, row[j]);
    const float shift = largest > kLargestUnshiftedScore ? largest : 0;
    float sum = 0;
    for (std::int64_t j = 0; j < m; ++j) {
      // exp(−∞) is 0: a masked key gets no share.
      const float exponential = std::exp(row[j] - shift);
      exponentials[i * m + j] = exponential;
      sum += exponential;
    }
    sums[i] = sum;
    shifts[i] = shift;
  }
  return Status();
}

}  // namespace attention
