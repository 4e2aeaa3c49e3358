// The weighted sum as a picture: the value vectors as points in the plane
// that keeps most of their spread (projected by the core), and the query's
// new embedding x′ among them, with a spoke to every v_j as strong as its
// weight. The page only maps plane coordinates to pixels (one affine map);
// when the weights change while it is on screen, x′ and its spokes glide to
// their new places in step with the softmax bars (animation.js).
import { el } from '../../dom/el.js';
import { formatWeight } from '../../text/numbers.js';
import { moveScoresToWeights, stopMoving } from '../../animation.js';
import { setText } from '../../dom/patch.js';
import { px, svg, svgSymbol } from '../../dom/svg.js';
import { t } from '../../text/text.js';
import { changeTracker } from '../../changes.js';
import { onScreen } from '../../schedule.js';
import './plane.css';

const WIDTH = 360;
const HEIGHT = 250;
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
function placeLabels(places, subscripts, outputSubscript) {
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

function setSpot(text, spot) {
  text.setAttribute('x', spot.x);
  text.setAttribute('y', spot.y);
  text.setAttribute('text-anchor', spot.anchor);
}

const translate = ([x, y]) => `translate(${x}px, ${y}px)`;
const spokePath = (from, to) => `M ${from[0]} ${from[1]} L ${to[0]} ${to[1]}`;
// A spoke's look for a weight: thickness and opacity grow with it.
const spokeWidth = (weight) => px(0.75 + 5 * weight);
const spokeOpacity = (weight) => px(0.2 + 0.8 * weight);

/** @param {HTMLElement} container */
export function createPlaneView(container) {
  const title = el('h3', { id: 'plane-title', className: 'picture-title' });
  const kept = el('p', { className: 'plane-kept' });
  const picture = svg('svg', {
    class: 'plane-svg',
    viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
    role: 'group',
    'aria-label': t('plane.pictureName'),
  });
  const figure = el(
    'figure',
    { className: 'picture plane-figure', id: 'weighted-average', 'aria-labelledby': 'plane-title' },
    el('figcaption', {}, title, kept),
    picture,
    el('p', { className: 'picture-note', text: t('plane.note') }),
  );
  container.append(figure);
  // x′ glides only while the picture is on screen: off screen the move would
  // cost the page a style update and a paint per frame for over a second
  // after every input, for nobody to see.
  let isOnScreen = false;
  onScreen(picture, (entry) => {
    isOnScreen = entry.isIntersecting;
  });

  /** @type {{ spokes: SVGPathElement[], values: SVGGElement[], output: SVGGElement, outputLabel: SVGTextElement } | null} */
  let parts = null;
  const changes = changeTracker();

  // Elements for the words: one spoke and one labelled point per value, and x′.
  function build(labels) {
    const spokes = labels.map((_, j) => svg('path', { class: 'spoke', 'data-key': j }));
    const values = labels.map((label) =>
      svg(
        'g',
        { class: 'plane-point is-value', role: 'img' },
        svg('circle', { r: 5 }),
        svgSymbol('v', label, { class: 'point-label' }),
      ),
    );
    const outputLabel = svgSymbol('x′', '', { class: 'point-label' });
    const output = svg(
      'g',
      { class: 'plane-point is-output', role: 'img' },
      svg('circle', { r: 6.5 }),
      outputLabel,
    );
    picture.replaceChildren(
      svg('g', { class: 'spokes', 'aria-hidden': 'true' }, ...spokes),
      svg('g', { class: 'values' }, ...values),
      output,
    );
    parts = { spokes, values, output, outputLabel };
  }

  // Pixel places of the values and of query i's output.
  function placesFor(model, i) {
    const toPixels = pixelMap(model.plane.values);
    return {
      values: model.plane.values.map(toPixels),
      output: toPixels(model.planeOutputs[i]),
      weights: model.weights[i],
    };
  }

  function draw(model, i, places) {
    const label = model.labels[i];
    setText(title, t('plane.title', { token: label }));
    setText(kept, t('plane.kept', { percent: Math.round(model.plane.retainedVariance * 100) }));
    const spots = placeLabels(places, model.labels, label);
    places.values.forEach((place, j) => {
      const point = parts.values[j];
      setSpot(point.lastChild, spots.values[j]);
      point.setAttribute('transform', `translate(${place[0]} ${place[1]})`);
      point.setAttribute(
        'aria-label',
        t('plane.valueName', { key: model.labels[j], weight: formatWeight(places.weights[j]) }),
      );
      const spoke = parts.spokes[j];
      spoke.setAttribute('d', spokePath(place, places.output));
      spoke.setAttribute('stroke-width', spokeWidth(places.weights[j]));
      spoke.setAttribute('stroke-opacity', spokeOpacity(places.weights[j]));
      // Full precision, for tests that check the picture against the weights.
      spoke.dataset.weight = String(places.weights[j]);
    });
    parts.output.setAttribute('transform', `translate(${places.output[0]} ${places.output[1]})`);
    parts.output.setAttribute('aria-label', t('plane.outputName', { token: label }));
    parts.outputLabel.lastChild.textContent = label;
    setSpot(parts.outputLabel, spots.output);
  }

  // Everything glides from where it was drawn to where it is now, in step
  // with the softmax bars (with reduced motion, animation.js moves nothing).
  function glide(from, to) {
    moveScoresToWeights([
      [parts.output, [{ transform: translate(from.output) }, { transform: translate(to.output) }]],
      ...to.values.map((place, j) => [
        parts.values[j],
        [{ transform: translate(from.values[j]) }, { transform: translate(place) }],
      ]),
      ...to.values.map((place, j) => [
        parts.spokes[j],
        [
          {
            d: `path("${spokePath(from.values[j], from.output)}")`,
            strokeWidth: spokeWidth(from.weights[j]),
            strokeOpacity: spokeOpacity(from.weights[j]),
          },
          {
            d: `path("${spokePath(place, to.output)}")`,
            strokeWidth: spokeWidth(to.weights[j]),
            strokeOpacity: spokeOpacity(to.weights[j]),
          },
        ],
      ]),
    ]);
  }

  return {
    update(model, { queryIndex }) {
      if (!changes.changed('picture', model, queryIndex)) return;
      const isNewWords = changes.changed('words', model.words);
      if (isNewWords) build(model.labels);
      const places = placesFor(model, queryIndex);
      draw(model, queryIndex, places);
      if (isNewWords) return;
      // The same words: it moves from what it showed before.
      const [previousModel, previousQuery] = changes.previous('picture');
      if (isOnScreen) glide(placesFor(previousModel, previousQuery), places);
      else stopMoving([parts.output, ...parts.values, ...parts.spokes]);
    },
  };
}
