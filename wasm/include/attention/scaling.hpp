// Why attention divides by √d_k, in numbers: for query and key vectors whose
// entries are independent standard normals, how spread out the raw and the
// scaled scores are, how much of the softmax goes to the largest weight, and
// how large the softmax's gradient stays, for several key dimensions d_k.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "attention/attention.hpp"

namespace attention {

// One key dimension's statistics, each without ("raw") and with the division
// by √d_k ("scaled"), averaged over the samples.
struct ScalingStatistics {
  double keyDim = 0;
  // Standard deviation of the scores q·k (about √d_k) and q·k / √d_k (about 1).
  double rawSpread = 0;
  double scaledSpread = 0;
  // Mean of the largest softmax weight over a sample's keys.
  double rawLargestWeight = 0;
  double scaledLargestWeight = 0;
  // Mean Frobenius norm of the softmax Jacobian diag(p) − p pᵀ: how much the
  // weights still respond to a change of the scores. Near 0 the softmax is
  // saturated and its gradient vanishes.
  double rawGradient = 0;
  double scaledGradient = 0;
};

// The numbers written per key dimension by scalingStatistics, in the order
// of ScalingStatistics' fields after keyDim.
constexpr int kScalingFields = 6;

// What to sample: `samples` queries, each against `keys` keys. Sample s
// takes rows s·(keys + 1) (its query) to s·(keys + 1) + keys (its keys) of
// scalingRow at the largest key dimension, and each smaller d_k uses the
// first d_k entries of the same rows, so that the curves over d_k come from
// the same random numbers and are smooth.
struct ScalingRequest {
  std::vector<double> keyDims;  // ascending, 1 to 65536, at most 16 of them
  double keys = 8;              // 2 to 256
  double samples = 256;         // 1 to 65536
  double seed = 0;              // a non-negative whole number
};

// Row `row` of the random vectors: `dim` independent entries, uniform on
// (−√3, √3) (mean 0, variance 1), from SplitMix64 seeded by row and seed.
// Cheaper than normal entries by a factor of ten in WebAssembly, and the
// argument for scaling needs only mean 0 and variance 1.
void scalingRow(std::uint64_t row, int dim, std::uint64_t seed, double* out);

// Checks the request (sizes and the total work: samples · (keys + 1) ·
// largest d_k at most 2^26 entries).
Status planScaling(const ScalingRequest& request);

// Writes kScalingFields numbers per key dimension to `out`, in the order of
// request.keyDims.
Status scalingStatistics(const ScalingRequest& request, float* out);

// One key dimension's sums over the samples drawn so far, from which its
// statistics follow.
struct ScalingSums {
  double sum = 0;
  double sumOfSquares = 0;
  double rawLargestWeight = 0;
  double scaledLargestWeight = 0;
  double rawGradient = 0;
  double scaledGradient = 0;
  size_t scoreCount = 0;
  size_t sampleCount = 0;
  // Adds one sample: its `keys` scores q·k at key dimension `keyDim`.
  void add(const double* scores, int keys, double keyDim);
  ScalingStatistics statistics(double keyDim) const;
};

// scalingStatistics in parts, for a caller that must not wait for the whole
// run at once (the page, on a slow phone): each advance() draws the next
// samples and adds them to the sums, and write() gives exactly
// scalingStatistics' numbers once every sample is drawn.
class ScalingRun {
 public:
  // `request` must have passed planScaling.
  explicit ScalingRun(const ScalingRequest& request);
  // Draws up to `count` more samples (at least one); true once all are drawn.
  bool advance(int count);
  // Once advance() has returned true: as scalingStatistics writes them.
  void write(float* out) const;

 private:
  ScalingRequest request_;
  int keys_;
  int samples_;
  int largest_;
  int drawn_ = 0;
  std::vector<ScalingSums> sums_;  // one per key dimension
  // The sample being drawn: sampleScores_[d · keys + key], q·k over the
  // first keyDims[d] entries.
  std::vector<double> sampleScores_;
  // One sample's query and keys at the largest key dimension.
  std::vector<double> rows_;
};

// The same statistics for given score rows (one row per sample, `keys`
// scores each) at key dimension `keyDim`: the part of the computation that
// does not depend on how the scores were drawn. Exposed for tests.
ScalingStatistics statisticsOfScores(const std::vector<double>& scores,
                                     int keys, double keyDim);

}  // namespace attention
