#include "attention/softmax_parts.hpp"

#include <Eigen/Core>
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
  const auto n = static_cast<Eigen::Index>(rows);
  const auto m = static_cast<Eigen::Index>(keys);
  using Rows =
      Eigen::Array<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
  const Eigen::Map<const Rows> scores(scaledScores, n, m);
  // NaN fails every comparison: both are refused before anything is written.
  if (!(scores < std::numeric_limits<float>::infinity()).all())
    return Status::error(
        "softmaxParts: scaled scores must be numbers or −∞ (masked); got NaN "
        "or +∞");
  Eigen::Map<Rows> out(exponentials, n, m);
  constexpr float kMasked = -std::numeric_limits<float>::infinity();
  for (Eigen::Index i = 0; i < n; ++i) {
    const float largest = scores.row(i).maxCoeff();
    const float shift = largest > kLargestUnshiftedScore ? largest : 0;
    // Eigen's vectorised exp clamps its input, so exp(−∞) could come out as
    // a denormal: a masked key gets exactly 0.
    out.row(i) =
        (scores.row(i) == kMasked).select(0.0f, (scores.row(i) - shift).exp());
    sums[i] = out.row(i).sum();
    shifts[i] = shift;
  }
  return Status();
}

}  // namespace attention
