#include "attention/scaling.hpp"

#include <Eigen/Core>
#include <algorithm>
#include <cmath>

#include "random.hpp"

namespace attention {
namespace {

bool isWhole(double value, double low, double high) {
  return std::isfinite(value) && value >= low && value <= high &&
         value == std::floor(value);
}

// Softmax of one row (stable: the largest score is subtracted), in float
// through Eigen's exp, the one attention itself uses: a double exp would
// add libm's to the WebAssembly module for no visible gain.
Eigen::ArrayXf softmax(const std::vector<double>& row) {
  const Eigen::ArrayXf scores =
      Eigen::Map<const Eigen::ArrayXd>(row.data(), row.size()).cast<float>();
  const Eigen::ArrayXf exps = (scores - scores.maxCoeff()).exp();
  return exps / exps.sum();
}

// ‖diag(p) − p pᵀ‖_F, from the entries p_i − p_i² = p_i · Σ_{j≠i} p_j on
// the diagonal and −p_i p_j off it: a sum of positive terms, with 1 − p_i
// written as the sum of the others, since a saturated row (p_i near 1)
// would lose its small gradient to cancellation in any formula that
// subtracts.
double jacobianNorm(const Eigen::ArrayXf& p) {
  double squares = 0;
  for (Eigen::Index i = 0; i < p.size(); ++i) {
    double others = 0;
    double otherSquares = 0;
    for (Eigen::Index j = 0; j < p.size(); ++j) {
      if (j == i) continue;
      others += p[j];
      otherSquares += static_cast<double>(p[j]) * p[j];
    }
    squares +=
        static_cast<double>(p[i]) * p[i] * (others * others + otherSquares);
  }
  return std::sqrt(squares);
}

}  // namespace

void scalingRow(std::uint64_t row, int dim, std::uint64_t seed, double* out) {
  // √3: a uniform variable on (−√3, √3) has variance 1.
  constexpr double kHalfWidth = 1.7320508075688772;
  std::uint64_t state = seed ^ (row * 0xD1B54A32D192ED03ull);
  for (int entry = 0; entry < dim; ++entry)
    out[entry] = kHalfWidth * (2 * nextUnit(state) - 1);
}

Status planScaling(const ScalingRequest& request) {
  const auto& dims = request.keyDims;
  if (dims.empty() || dims.size() > 16)
    return Status::error("keyDims must list 1 to 16 key dimensions; got " +
                         std::to_string(dims.size()));
  for (size_t index = 0; index < dims.size(); ++index) {
    if (!isWhole(dims[index], 1, kMaxExtent))
      return Status::error(
          "keyDims must be whole numbers from 1 to 65536; got " +
          formatNumber(dims[index]) + " at index " + std::to_string(index));
    if (index > 0 && dims[index] <= dims[index - 1])
      return Status::error("keyDims must be in ascending order; got " +
                           formatNumber(dims[index]) + " after " +
                           formatNumber(dims[index - 1]));
  }
  if (!isWhole(request.keys, 2, 256))
    return Status::error("keys must be a whole number from 2 to 256; got " +
                         formatNumber(request.keys));
  if (!isWhole(request.samples, 1, kMaxExtent))
    return Status::error(
        "samples must be a whole number from 1 to 65536; got " +
        formatNumber(request.samples));
  if (!isWhole(request.seed, 0, 0x1p53))
    return Status::error("seed must be a non-negative whole number; got " +
                         formatNumber(request.seed));
  const double work = request.samples * (request.keys + 1) * dims.back();
  if (work > 0x1p26)
    return Status::error(
        "samples · (keys + 1) · largest key dimension must be at most "
        "67108864; got " +
        formatNumber(work));
  return {};
}

void ScalingSums::add(const double* scores, int keys, double keyDim) {
  const double root = std::sqrt(keyDim);
  std::vector<double> raw(keys);
  std::vector<double> scaled(keys);
  for (int key = 0; key < keys; ++key) {
    raw[key] = scores[key];
    scaled[key] = raw[key] / root;
    sum += raw[key];
    sumOfSquares += raw[key] * raw[key];
  }
  const Eigen::ArrayXf rawWeights = softmax(raw);
  const Eigen::ArrayXf scaledWeights = softmax(scaled);
  rawLargestWeight += rawWeights.maxCoeff();
  scaledLargestWeight += scaledWeights.maxCoeff();
  rawGradient += jacobianNorm(rawWeights);
  scaledGradient += jacobianNorm(scaledWeights);
  scoreCount += keys;
  ++sampleCount;
}

ScalingStatistics ScalingSums::statistics(double keyDim) const {
  ScalingStatistics statistics;
  statistics.keyDim = keyDim;
  const double root = std::sqrt(keyDim);
  const double count = static_cast<double>(scoreCount);
  const double mean = sum / count;
  statistics.rawSpread =
      std::sqrt(std::max(0.0, sumOfSquares / count - mean * mean));
  statistics.scaledSpread = statistics.rawSpread / root;
  const double samples = static_cast<double>(sampleCount);
  statistics.rawLargestWeight = rawLargestWeight / samples;
  statistics.scaledLargestWeight = scaledLargestWeight / samples;
  statistics.rawGradient = rawGradient / samples;
  statistics.scaledGradient = scaledGradient / samples;
  return statistics;
}

ScalingStatistics statisticsOfScores(const std::vector<double>& scores,
                                     int keys, double keyDim) {
  ScalingSums sums;
  for (size_t at = 0; at + keys <= scores.size(); at += keys)
    sums.add(scores.data() + at, keys, keyDim);
  return sums.statistics(keyDim);
}

ScalingRun::ScalingRun(const ScalingRequest& request)
    : request_(request),
      keys_(static_cast<int>(request.keys)),
      samples_(static_cast<int>(request.samples)),
      largest_(static_cast<int>(request.keyDims.back())),
      sums_(request.keyDims.size()),
      sampleScores_(request.keyDims.size() * keys_),
      rows_(static_cast<size_t>(keys_ + 1) * largest_) {}

bool ScalingRun::advance(int count) {
  const std::uint64_t seed = static_cast<std::uint64_t>(request_.seed);
  const int last = std::min(samples_, drawn_ + std::max(count, 1));
  for (int sample = drawn_; sample < last; ++sample) {
    for (int row = 0; row <= keys_; ++row)
      scalingRow(static_cast<std::uint64_t>(sample) * (keys_ + 1) + row,
                 largest_, seed,
                 rows_.data() + static_cast<size_t>(row) * largest_);
    const double* query = rows_.data();
    for (int key = 0; key < keys_; ++key) {
      const double* keyRow =
          rows_.data() + static_cast<size_t>(key + 1) * largest_;
      double dot = 0;
      size_t next = 0;  // the next key dimension to record
      for (int entry = 0; entry < largest_; ++entry) {
        dot += query[entry] * keyRow[entry];
        if (entry + 1 == request_.keyDims[next])
          sampleScores_[next++ * keys_ + key] = dot;
      }
    }
    for (size_t d = 0; d < sums_.size(); ++d)
      sums_[d].add(sampleScores_.data() + d * keys_, keys_,
                   request_.keyDims[d]);
  }
  drawn_ = last;
  return drawn_ == samples_;
}

void ScalingRun::write(float* out) const {
  for (size_t d = 0; d < sums_.size(); ++d) {
    const ScalingStatistics statistics =
        sums_[d].statistics(request_.keyDims[d]);
    for (double value :
         {statistics.rawSpread, statistics.scaledSpread,
          statistics.rawLargestWeight, statistics.scaledLargestWeight,
          statistics.rawGradient, statistics.scaledGradient})
      *out++ = static_cast<float>(value);
  }
}

Status scalingStatistics(const ScalingRequest& request, float* out) {
  Status status = planScaling(request);
  if (!status.ok()) return status;
  ScalingRun run(request);
  run.advance(static_cast<int>(request.samples));
  run.write(out);
  return {};
}

}  // namespace attention
