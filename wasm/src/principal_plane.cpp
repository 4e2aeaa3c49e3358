// The plane that shows attention as a weighted average: the values' two
// principal axes. The projection is affine (centred on the values' mean), so
// with weights that sum to 1 the projected output row is exactly the
// weighted average of the projected values.
#include <Eigen/Core>
#include <Eigen/Eigenvalues>
#include <algorithm>
#include <cmath>

#include "attention/attention.hpp"
#include "eigen_maps.hpp"

namespace attention {
namespace {

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

  // Double precision: the covariance of float32 rows, and its eigenvectors,
  // then stay accurate far below float32's rounding.
  const Eigen::MatrixXd v =
      ConstMatrixMap(valueData, dims.values, dims.dim).cast<double>();
  const Eigen::RowVectorXd mean = v.colwise().mean();
  const Eigen::MatrixXd centred = v.rowwise() - mean;
  const Eigen::MatrixXd covariance =
      centred.transpose() * centred / static_cast<double>(dims.values);
  Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> solver(covariance);
  // Eigenvalues come in increasing order; rounding can leave tiny negatives.
  const Eigen::VectorXd spread = solver.eigenvalues().cwiseMax(0.0);
  Eigen::MatrixXd axes = Eigen::MatrixXd::Zero(dims.dim, 2);
  double kept = 0;
  for (int axis = 0; axis < 2 && axis < dims.dim; ++axis) {
    const Eigen::Index column = dims.dim - 1 - axis;
    Eigen::VectorXd direction = solver.eigenvectors().col(column);
    // Deterministic sign: the largest-magnitude component is positive, so
    // the picture does not flip between nearby states.
    Eigen::Index largest = 0;
    direction.cwiseAbs().maxCoeff(&largest);
    if (direction(largest) < 0) direction = -direction;
    axes.col(axis) = direction;
    kept += spread(column);
  }
  const double total = spread.sum();
  *retainedVariance = total > 0 ? std::min(1.0, kept / total) : 1.0;

  MatrixMap(valueCoordinates, dims.values, 2) = (centred * axes).cast<float>();
  if (dims.points > 0) {
    const Eigen::MatrixXd p =
        ConstMatrixMap(pointData, dims.points, dims.dim).cast<double>();
    MatrixMap(pointCoordinates, dims.points, 2) =
        ((p.rowwise() - mean) * axes).cast<float>();
  }
  return {};
}

}  // namespace attention
