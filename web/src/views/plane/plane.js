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
import { svg, svgSymbol } from '../../dom/svg.js';
import { HEIGHT, WIDTH, pixelMap, placeLabels, spokeOpacity, spokeWidth } from './plane-layout.js';
import { t } from '../../text/text.js';
import { changeTracker } from '../../changes.js';
import { onScreen } from '../../schedule.js';
import { hiddenNumbers } from '../../state/state.js';
import './plane.css';

function setSpot(text, spot) {
  text.setAttribute('x', spot.x);
  text.setAttribute('y', spot.y);
  text.setAttribute('text-anchor', spot.anchor);
}

const translate = ([x, y]) => `translate(${x}px, ${y}px)`;
const spokePath = (from, to) => `M ${from[0]} ${from[1]} L ${to[0]} ${to[1]}`;

/** @param {HTMLElement} container */
export function createPlaneView(container) {
  const title = el('h3', { id: 'plane-title', className: 'picture-title' });
  const kept = el('p', { className: 'plane-kept' });
  const picture = svg('svg', {
    class: 'plane-svg',
    // A plane of coordinates: its labels sit right of their points on a
    // right-to-left page too (SVG's direction, which text-anchor follows).
    direction: 'ltr',
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

  // `isHidden(j)`: practice mode still asks for the weight of key j (named ?).
  function draw(model, i, places, isHidden) {
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
        t('plane.valueName', {
          key: model.labels[j],
          weight: isHidden(j) ? '?' : formatWeight(places.weights[j]),
        }),
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
    update(model, selection) {
      const { queryIndex } = selection;
      const hidden = hiddenNumbers(selection);
      const hiddenKey = [hidden.key, selection.focusedKeyIndex];
      if (!changes.changed('picture', model, queryIndex, ...hiddenKey)) return;
      const isNewWords = changes.changed('words', model.words);
      if (isNewWords) build(model.labels);
      const places = placesFor(model, queryIndex);
      draw(model, queryIndex, places, hidden.weight);
      if (isNewWords) return;
      // The same words: it moves from what it showed before.
      const [previousModel, previousQuery] = changes.previous('picture');
      if (isOnScreen) glide(placesFor(previousModel, previousQuery), places);
      else stopMoving([parts.output, ...parts.values, ...parts.spokes]);
    },
  };
}
