#include "attention/chapter_example.hpp"

namespace attention {

// How these numbers were chosen.
//
// The chapter fixes q_flies = [0,3,0,0], k_arrow = [0,3,0,0],
// k_time = [2,0,0,1] and flies' raw scores [0,6,0,0,9]; so the keys' second
// entries must be [0,2,0,0,3].
//
// Embeddings: time, flies, like and an are linearly independent and
// arrow = 1.5 * (flies - time). Any projection therefore gives
// k_arrow = 1.5 * (k_flies - k_time), which with k_flies = [2,2,0,1] is the
// chapter's [0,3,0,0]. Every embedding has a larger dot product with itself
// than with any other, so with q = k = v = x each token's largest weight is
// on itself (the chapter's case for three separate projections):
//   x·xᵀ rows: time [2,1,0,0,-1.5]  flies [1,2,1,1,1.5]  like [0,1,2,0,1.5]
//              an [0,1,0,2,1.5]     arrow [-1.5,1.5,1.5,1.5,4.5]
//
// W_K turns them into keys time [2,0,0,1], flies [2,2,0,1], like [1,0,1,1],
// an [1,0,-1,1], arrow [0,3,0,0].
// W_Q gives queries time [1,1,0,0], flies [0,3,0,0], like [0.5,0,0,0],
// an [-0.5,0,0,0], arrow [-1.5,3,0,0]. So flies scores [0,6,0,0,9]
// (÷2 → softmax ≈ [0.01,0.18,0.01,0.01,0.80]); time leans on flies; the
// function words have small queries, so their scores are nearly level and
// their weights spread out (no weight reaches 0.5, scaled or not), with "an"
// leaning slightly towards "arrow".
// W_V is the identity: each value is the token's own embedding, which keeps
// the weighted-sum step easy to follow.
const ChapterExample& chapterExample() {
  // clang-format off
  static const ChapterExample example{
      {"time", "flies", "like", "an", "arrow"},
      {2051, 10029, 2066, 2019, 8612},
      // embeddings
      { 1.0f, 1.0f, 0.0f,  0.0f,   // time
        0.0f, 1.0f, 1.0f,  0.0f,   // flies
        0.0f, 0.0f, 1.0f,  1.0f,   // like
        0.0f, 0.0f, 1.0f, -1.0f,   // an
       -1.5f, 0.0f, 1.5f,  0.0f},  // arrow
      // W_Q
      { 1.0f, -2.0f, 0.0f, 0.0f,
        0.0f,  3.0f, 0.0f, 0.0f,
        0.0f,  0.0f, 0.0f, 0.0f,
        0.5f,  0.0f, 0.0f, 0.0f},
      // W_K
      { 1.0f, -2.0f, 0.0f, 1.0f,
        1.0f,  2.0f, 0.0f, 0.0f,
        1.0f,  0.0f, 0.0f, 1.0f,
        0.0f,  0.0f, 1.0f, 0.0f},
      // W_V
      { 1.0f, 0.0f, 0.0f, 0.0f,
        0.0f, 1.0f, 0.0f, 0.0f,
        0.0f, 0.0f, 1.0f, 0.0f,
        0.0f, 0.0f, 0.0f, 1.0f},
  };
  // clang-format on
  return example;
}

}  // namespace attention
