// The weighted sum as a picture: the value vectors as points in the plane
// that keeps most of their spread (projected by the core), and the query's
// new embedding x′ among them, with a spoke to every v_j as strong as its
// weight. The page only maps plane coordinates to pixels (one affine map);
// when the weights change, x′ and its spokes glide to their new places in
// step with the softmax bars (motion.js).
import { el, formatWeight } from '../format.js';
import { moveScoresToWeights } from '../motion.js';
import { setText } from '../patch.js';
import { px, svg, svgSymbol } from './svg.js';

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
    'aria-label': 'The plane',
  });
  const figure = el(
    'figure',
    { className: 'picture plane-figure', id: 'weighted-average', 'aria-labelledby': 'plane-title' },
    el('figcaption', {}, title, kept),
    picture,
    el('p', {
      className: 'picture-note',
      text: 'Squashing the values into this plane is a linear map, and linear maps keep weighted averages. So the drawn x′ is not an approximation: it sits exactly at the weighted average of the drawn v’s, with the same weights. Only lengths and angles can shrink on the way.',
    }),
  );
  container.append(figure);

  /** @type {{ spokes: SVGPathElement[], values: SVGGElement[], output: SVGGElement, outputLabel: SVGTextElement } | null} */
  let parts = null;
  let shown = { words: null, model: null, queryIndex: null, places: null };

  // Elements for the words: one spoke and one labelled point per value, and x′.
  function build(labels) {
    const spokes = labels.map((_, j) => svg('path', { class: 'spoke', 'data-key': j }));
    const values = labels.map((label) =>
      svg(
        'g',
        { class: 'plane-point is-value', role: 'img' },
        svg('circle', { r: 5 }),
        svgSymbol('v', label, { class: 'point-label', x: 8, y: 4 }),
      ),
    );
    const outputLabel = svgSymbol('x′', '', { class: 'point-label', x: 10, y: 18 });
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
    setText(title, `Weighted average: x′ of “${label}” among the value vectors`);
    setText(
      kept,
      `This plane keeps ${Math.round(model.plane.retainedVariance * 100)} % of the spread of the value vectors.`,
    );
    places.values.forEach((place, j) => {
      const point = parts.values[j];
      // Labels sit on the side away from the middle, where there is room.
      const onLeft = place[0] < WIDTH / 2;
      point.lastChild.setAttribute('x', onLeft ? -8 : 8);
      point.lastChild.setAttribute('text-anchor', onLeft ? 'end' : 'start');
      point.setAttribute('transform', `translate(${place[0]} ${place[1]})`);
      point.setAttribute(
        'aria-label',
        `v_${model.labels[j]}, weight ${formatWeight(places.weights[j])}`,
      );
      const spoke = parts.spokes[j];
      spoke.setAttribute('d', spokePath(place, places.output));
      spoke.setAttribute('stroke-width', spokeWidth(places.weights[j]));
      spoke.setAttribute('stroke-opacity', spokeOpacity(places.weights[j]));
      // Full precision, for tests that check the picture against the weights.
      spoke.dataset.weight = String(places.weights[j]);
    });
    parts.output.setAttribute('transform', `translate(${places.output[0]} ${places.output[1]})`);
    parts.output.setAttribute('aria-label', `x′_${label}, the weighted average`);
    parts.outputLabel.lastChild.textContent = label;
  }

  // Everything glides from where it was drawn to where it is now, in step
  // with the softmax bars (with reduced motion, motion.js moves nothing).
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
      if (model === shown.model && queryIndex === shown.queryIndex) return;
      const isNewWords = model.words !== shown.words;
      if (isNewWords) build(model.labels);
      const places = placesFor(model, queryIndex);
      draw(model, queryIndex, places);
      if (!isNewWords) glide(shown.places, places);
      shown = { words: model.words, model, queryIndex, places };
    },
  };
}
