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
//
// Heads. These projections are set by hand, as W_Q, W_K and W_V are: a
// trained model would learn them. Each head has its own W_Q^h, W_K^h and
// W_V^h, dim/H columns wide, kept side by side in one [dim, dim] matrix.
// Every W_V^h is its slice of the identity, so head h carries entries of x.
//
// 2 heads, d_k = 2:
//   head 1 (columns 1-2) is the chapter's W_Q and W_K cut to columns 1-2:
//     it keeps flies -> arrow (0.89 scaled). q time [1,1] flies [0,3]
//     like [0.5,0] an [-0.5,0] arrow [-1.5,3]; k time [2,0] flies [2,2]
//     like [1,0] an [1,0] arrow [0,3].
//   head 2 (columns 3-4) looks at the word before (time, first, at
//     itself): q time [4,-2] flies [3,1] like [2,4] an [0,-2]
//     arrow [-1.5,4.5]; k time [2,1] flies [1,2] like [1,0] an [-1,2]
//     arrow [-1.5,1.5]; each previous word gets 0.67 or more.
// 4 heads, d_k = 1: one number per word can only rank the keys on one
// line, so each head puts a different word on top, and every query (all
// positive) weighs that word most. q and k over time flies like an arrow:
//   head 1: q [1,3,1,1,3]         k [0,1,0,0,1.5]  arrow; flies scores
//           [0,3,0,0,4.5], the chapter's scaled row (0.80 on arrow);
//   head 2: q [2,3,1,1,1.5]       k [1,0,0,0,-1.5] time, the first word;
//   head 3: q [0.5,1.5,0.5,0.5,1.5] k [0,0,2,0,0]  like, the word after flies;
//   head 4: q [1,1.5,0.5,0.5,0.75] k [2,3,0,0,1.5] flies, so flies itself.
// Arrow's q and k are again 1.5 * (flies - time), whatever the matrix.
// The patterns are built for these five embeddings; on other words the
// same matrices give whatever they give.
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
      {{
        {2,
         // W_Q^1 | W_Q^2
         { 1.0f, -2.0f, 2.0f, -2.0f,
           0.0f,  3.0f, 2.0f,  0.0f,
           0.0f,  0.0f, 1.0f,  1.0f,
           0.5f,  0.0f, 1.0f,  3.0f},
         // W_K^1 | W_K^2
         { 1.0f, -2.0f, 1.0f,  0.0f,
           1.0f,  2.0f, 1.0f,  1.0f,
           1.0f,  0.0f, 0.0f,  1.0f,
           0.0f,  0.0f, 1.0f, -1.0f},
         // W_V^1 | W_V^2
         { 1.0f, 0.0f, 0.0f, 0.0f,
           0.0f, 1.0f, 0.0f, 0.0f,
           0.0f, 0.0f, 1.0f, 0.0f,
           0.0f, 0.0f, 0.0f, 1.0f}},
        {4,
         // W_Q^1 | W_Q^2 | W_Q^3 | W_Q^4
         {-1.0f, 0.0f, -0.5f, 0.0f,
           2.0f, 2.0f,  1.0f, 1.0f,
           1.0f, 1.0f,  0.5f, 0.5f,
           0.0f, 0.0f,  0.0f, 0.0f},
         // W_K^1 | W_K^2 | W_K^3 | W_K^4
         {-1.0f, 1.0f,  1.0f, -1.0f,
           1.0f, 0.0f, -1.0f,  3.0f,
           0.0f, 0.0f,  1.0f,  0.0f,
           0.0f, 0.0f,  1.0f,  0.0f},
         // W_V^1 | W_V^2 | W_V^3 | W_V^4
         { 1.0f, 0.0f, 0.0f, 0.0f,
           0.0f, 1.0f, 0.0f, 0.0f,
           0.0f, 0.0f, 1.0f, 0.0f,
           0.0f, 0.0f, 0.0f, 1.0f}},
      }},
  };
  // clang-format on
  return example;
}

}  // namespace attention
