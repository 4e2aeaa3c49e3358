// Internal: row-major Eigen views of the core's float buffers.
#pragma once

#include <Eigen/Core>

namespace attention {

using RowMajorMatrix =
    Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
using ConstMatrixMap = Eigen::Map<const RowMajorMatrix>;
using MatrixMap = Eigen::Map<RowMajorMatrix>;

}  // namespace attention
