// The plane part's words (keys "plane.<name>"); see ../text.js.
export default {
  /** The picture's accessible name. */
  pictureName: 'The plane',
  title: 'Weighted average: x′ of “{token}” among the value vectors',
  /** `percent`: a whole number. */
  kept: 'This plane keeps {percent} % of the spread of the value vectors.',
  note: 'Squashing the values into this plane is a linear map, and linear maps keep weighted averages. So the drawn x′ is not an approximation: it sits exactly at the weighted average of the drawn v’s, with the same weights. Only lengths and angles can shrink on the way.',
  /** A value's point: v with the key as subscript, and its weight. */
  valueName: 'v_{key}, weight {weight}',
  /** x′'s point, with the query as subscript. */
  outputName: 'x′_{token}, the weighted average',
};
