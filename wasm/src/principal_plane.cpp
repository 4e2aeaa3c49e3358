// The plane that shows attention as a weighted average: the values' two
// principal axes. The projection is affine (centred on the values' mean), so
// with weights that sum to 1 the projected output row is exactly the
// weighted average of the projected values.
#include <Eigen/Core>
#include <Eigen/Eigenvalues>
#include <algorithm>
#include <cmath>
#include <vector>

#include "attention/attention.hpp"

namespace attention {
namespace {

constexpr double kMaxPlaneSide = 1024;

std::string shapeOf(const TensorDescription& tensor) {
  std::string text = "[";
  for (int axis = 0; axis < tensor.rank && axis < kMaxRank; ++axis) {
    if (axis > 0) text += ", ";
    text += formatNumber(tensor.extents[axis]);
  }
  return text + "]";
}

Status checkMatrix(const char* name, const TensorDescription& tensor) {
  const double rows = tensor.extents[0], cols = tensor.extents[1];
  const bool whole = rows == std::floor(rows) && cols == std::floor(cols);
  if (tensor.rank != 2 || !whole || !(rows >= 1) || !(cols >= 1) ||
      rows > kMaxExtent || cols > kMaxExtent)
    return Status::error(std::string(name) +
                         " must be 2-D [rows, d_v] with 1 to 65536 whole "
                         "rows and columns; got shape " +
                         shapeOf(tensor));
  if (rows * cols > kMaxElements || tensor.length != rows * cols)
    return Status::error(std::string(name) + " has shape " + shapeOf(tensor) +
                         ", which needs " + formatNumber(rows * cols) +
                         " values (at most " + formatNumber(kMaxElements) +
                         "), but its data holds " +
                         formatNumber(tensor.length));
  return {};
}

}  // namespace

Status planPrincipalPlane(const TensorDescription& values,
                          const TensorDescription& points, PlaneDims* dims) {
  Status status = checkMatrix("values", values);
  if (status.ok() && points.rank != 0) status = checkMatrix("points", points);
  if (!status.ok()) return status;
  if (points.rank != 0 && points.extents[1] != values.extents[1])
    return Status::error(
        "points must have as many columns as values (d_v); got values " +
        shapeOf(values) + ", points " + shapeOf(points));
  // The eigen-decomposition works on a min(m, d_v)-square matrix of doubles.
  if (std::min(values.extents[0], values.extents[1]) > kMaxPlaneSide)
    return Status::error(
        "principalPlane takes at most 1024 values or at most 1024 columns "
        "(d_v); got values " +
        shapeOf(values));
  dims->values = static_cast<std::int64_t>(values.extents[0]);
  dims->dim = static_cast<std::int64_t>(values.extents[1]);
  dims->points =
      points.rank != 0 ? static_cast<std::int64_t>(points.extents[0]) : 0;
  return {};
}

Status principalPlane(const TensorDescription& values,
                      const TensorDescription& points, const float* valueData,
                      const float* pointData, float* valueCoordinates,
                      float* pointCoordinates, double* retainedVariance) {
  PlaneDims dims;
  Status status = planPrincipalPlane(values, points, &dims);
  if (status.ok())
    status = checkFinite("values", valueData, dims.values * dims.dim);
  if (status.ok())
    status = checkFinite("points", pointData, dims.points * dims.dim);
  if (!status.ok()) return status;

  // Double precision throughout: the eigenvectors then stay accurate far
  // below float32's rounding. Plain loops rather than Eigen products keep
  // the WebAssembly module small (Eigen's double GEMM alone is kilobytes).
  const std::int64_t m = dims.values, d = dims.dim;
  std::vector<double> mean(d, 0.0), centred(m * d);
  for (std::int64_t r = 0; r < m; ++r)
    for (std::int64_t c = 0; c < d; ++c) mean[c] += valueData[r * d + c];
  for (double& x : mean) x /= static_cast<double>(m);
  for (std::int64_t r = 0; r < m; ++r)
    for (std::int64_t c = 0; c < d; ++c)
      centred[r * d + c] = valueData[r * d + c] - mean[c];
  // The covariance CᵀC/m (d × d) and the Gram matrix CCᵀ/m (m × m) have the
  // same non-zero eigenvalues: decompose the smaller one.
  const bool gram = m < d;
  const std::int64_t size = gram ? m : d, inner = gram ? d : m;
  const auto at = [&](std::int64_t row, std::int64_t k) {
    return gram ? centred[row * d + k] : centred[k * d + row];
  };
  Eigen::MatrixXd matrix(size, size);
  for (std::int64_t i = 0; i < size; ++i)
    for (std::int64_t j = 0; j <= i; ++j) {
      double sum = 0;
      for (std::int64_t k = 0; k < inner; ++k) sum += at(i, k) * at(j, k);
      matrix(i, j) = matrix(j, i) = sum / static_cast<double>(m);
    }
  Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> solver(matrix);
  // Eigenvalues come in increasing order; rounding can leave tiny negatives.
  const Eigen::VectorXd spread = solver.eigenvalues().cwiseMax(0.0);
  std::vector<double> axes(2 * d, 0.0);  // axis a at [a·d, (a+1)·d)
  double kept = 0;
  for (std::int64_t axis = 0; axis < 2 && axis < size; ++axis) {
    const Eigen::Index column = size - 1 - axis;
    double* direction = axes.data() + axis * d;
    // A Gram eigenvector u gives the axis Cᵀu (of length √(m·λ)).
    double length = 0;
    for (std::int64_t c = 0; c < d; ++c) {
      double x = 0;
      if (gram)
        for (std::int64_t r = 0; r < m; ++r)
          x += centred[r * d + c] * solver.eigenvectors()(r, column);
      else
        x = solver.eigenvectors()(c, column);
      direction[c] = x;
      length += x * x;
    }
    length = std::sqrt(length);
    // Deterministic sign: the largest-magnitude component is positive, so
    // the picture does not flip between nearby states.
    std::int64_t largest = 0;
    for (std::int64_t c = 1; c < d; ++c)
      if (std::fabs(direction[c]) > std::fabs(direction[largest])) largest = c;
    const double sign = direction[largest] < 0 ? -1 : 1;
    for (std::int64_t c = 0; c < d; ++c)
      direction[c] = length > 0 ? sign * direction[c] / length : 0;
    kept += spread(column);
  }
  const double total = spread.sum();
  *retainedVariance = total > 0 ? std::min(1.0, kept / total) : 1.0;

  // Coordinates: (row − mean) · axis, for the values and the points.
  const auto project = [&](const float* rows, std::int64_t count, float* out) {
    for (std::int64_t r = 0; r < count; ++r)
      for (std::int64_t axis = 0; axis < 2; ++axis) {
        double sum = 0;
        for (std::int64_t c = 0; c < d; ++c)
          sum += (rows[r * d + c] - mean[c]) * axes[axis * d + c];
        out[r * 2 + axis] = static_cast<float>(sum);
      }
  };
  project(valueData, m, valueCoordinates);
  project(pointData, dims.points, pointCoordinates);
  return {};
}

}  // namespace attention
