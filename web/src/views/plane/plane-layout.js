// Where the plane's points and labels go, in the picture's pixels: pure
// geometry, shared by the plane view and its downloadable figure
// (figures/figures.js), so both put every point and word in the same place.
import { px } from '../../dom/svg.js';

export const WIDTH = 360;
export const HEIGHT = 250;
/** Room around the points for their labels: words go beside a point, so more at the sides. */
const MARGIN = { x: 72, y: 28 };

/**
 * The affine map from plane coordinates to the picture's pixels: one scale
 * for both axes (the picture keeps the plane's proportions), y pointing up,
 * the values' bounding box centred. An affine map keeps weighted averages,
 * so x′ stays exactly where its weights put it among the drawn values.
 * @param {number[][]} points  the values in the plane
 */
export function pixelMap(points) {
  const spans = [0, 1].map((axis) => {
    const coordinates = points.map((point) => point[axis]);
    const low = Math.min(...coordinates);
    const high = Math.max(...coordinates);
    return { middle: (low + high) / 2, size: high - low };
  });
  const scales = [
    (WIDTH - 2 * MARGIN.x) / spans[0].size,
    (HEIGHT - 2 * MARGIN.y) / spans[1].size,
  ].filter(Number.isFinite);
  const scale = scales.length > 0 ? Math.min(...scales) : 1;
  return ([x, y]) => [
    px(WIDTH / 2 + (x - spans[0].middle) * scale),
    px(HEIGHT / 2 - (y - spans[1].middle) * scale),
  ];
}

// Label boxes, estimated from the styles (a 15 px letter, an 11 px
// subscript) without asking the browser to lay the picture out.
const LABEL = { ascent: 14, descent: 8, letter: 10, subscriptChar: 6.2 };
const labelWidth = (letter, subscript) =>
  LABEL.letter * [...letter].length + LABEL.subscriptChar * [...subscript].length;

// Where a label may go, relative to its point: beside it, then above or
// below, then at a corner.
const VALUE_SPOTS = [
  { x: 8, y: 4, anchor: 'start' },
  { x: -8, y: 4, anchor: 'end' },
  { x: 0, y: -14, anchor: 'middle' },
  { x: 0, y: 22, anchor: 'middle' },
  { x: 6, y: -8, anchor: 'start' },
  { x: -6, y: -8, anchor: 'end' },
  { x: 6, y: 18, anchor: 'start' },
  { x: -6, y: 18, anchor: 'end' },
];
// x′'s ring is larger, and its label first tries below, clear of the spokes' ends.
const OUTPUT_SPOTS = [
  { x: 10, y: 18, anchor: 'start' },
  { x: -10, y: 18, anchor: 'end' },
  { x: 10, y: -10, anchor: 'start' },
  { x: -10, y: -10, anchor: 'end' },
];

function labelBox([px, py], spot, width) {
  const left = px + spot.x - { start: 0, middle: width / 2, end: width }[spot.anchor];
  return {
    left,
    right: left + width,
    top: py + spot.y - LABEL.ascent,
    bottom: py + spot.y + LABEL.descent,
  };
}

const overlap = (a, b) =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

/**
 * A spot for each label where it covers no point and no label placed before
 * it, inside the picture: x′'s first (the picture is about it), then the
 * values' by weight, each where it covers least. Each of x′'s spots is
 * tried with the rest placed around it, and the one that leaves the least
 * covered wins: when x′ sits on a value, whose label goes where matters.
 * @returns {{ output: object, values: object[] }}  spots, as in VALUE_SPOTS
 */
export function placeLabels(places, subscripts, outputSubscript) {
  const dot = ([x, y], r) => ({ left: x - r, right: x + r, top: y - r, bottom: y + r });
  const dots = [...places.values.map((place) => dot(place, 5)), dot(places.output, 6.5)];
  const frame = { left: 0, right: WIDTH, top: 0, bottom: HEIGHT };
  const byWeight = subscripts
    .map((_, j) => j)
    .sort((a, b) => places.weights[b] - places.weights[a]);
  // A value's label tries the side away from the middle first: that is where the margin is.
  const [right, left, ...rest] = VALUE_SPOTS;
  const spotsFor = ([x]) => (x < WIDTH / 2 ? [left, right, ...rest] : VALUE_SPOTS);

  function placeAround(outputSpot) {
    const taken = [...dots];
    let total = 0;
    function place(point, spots, width) {
      let best = null;
      for (const spot of spots) {
        const box = labelBox(point, spot, width);
        const outside = width * (LABEL.ascent + LABEL.descent) - overlap(box, frame);
        const covered = taken.reduce((sum, other) => sum + overlap(box, other), 2 * outside);
        if (best === null || covered < best.covered) best = { spot, box, covered };
        if (covered === 0) break;
      }
      taken.push(best.box);
      total += best.covered;
      return best.spot;
    }
    const output = place(places.output, [outputSpot], labelWidth('x′', outputSubscript));
    const values = [];
    for (const j of byWeight) {
      values[j] = place(
        places.values[j],
        spotsFor(places.values[j]),
        labelWidth('v', subscripts[j]),
      );
    }
    return { output, values, total };
  }

  let best = null;
  for (const outputSpot of OUTPUT_SPOTS) {
    const placed = placeAround(outputSpot);
    if (best === null || placed.total < best.total) best = placed;
    if (placed.total === 0) break;
  }
  return { output: best.output, values: best.values };
}

// A spoke's look for a weight: thickness and opacity grow with it.
export const spokeWidth = (weight) => px(0.75 + 5 * weight);
export const spokeOpacity = (weight) => px(0.2 + 0.8 * weight);
