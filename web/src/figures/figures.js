// Figures for slides and papers: the weight matrix, the softmax bars, the
// weighted-average plane and the word-to-word lines, each as a standalone
// SVG document built from the model's numbers (the core's) and the
// selection, never from the page's DOM. A figure has its title, a caption
// naming the state ("flies · scaled by √d_k · separate projections"), word
// labels and a legend; text stays text, fonts are generic families,
// colours are written on each element, and nothing refers outside the file
// (no links, images, scripts or style sheets), so it opens the same in a
// browser, in Inkscape or on a slide. Light colours unless dark is asked
// for. Pure string building: the build uses the same code for dist/'s
// matrix.svg and preview.png (scripts/matrix-picture.js).
import { weightColours } from '../dom/colour.js';
import { formatExponential, formatNumber, formatWeight, roundedWeight } from '../text/numbers.js';
import { formatScaledScore } from '../text/masking.js';
import { t } from '../text/text.js';
import { exponentialName, stageAxes } from '../views/steps/softmax-bars.js';
import {
  HEIGHT as PLANE_HEIGHT,
  WIDTH as PLANE_WIDTH,
  pixelMap,
  placeLabels,
  spokeOpacity,
  spokeWidth,
} from '../views/plane/plane-layout.js';

/** The figures, by the name the controls and tests use. */
export const FIGURE_KINDS = ['matrix', 'softmax', 'plane', 'lines'];

// The page's own colours (styles/base.css), written out for each theme.
const PALETTES = {
  light: {
    background: '#ffffff',
    ink: '#1c1d21',
    muted: '#55565f',
    rule: '#dcd9d0',
    sunken: '#f2f0ea',
    bar: '#3b528b',
    query: '#b4400f',
    key: '#0068d6',
    value: '#005c3a',
    output: '#971186',
    otherLines: '#8a8c94',
  },
  dark: {
    background: '#1c1e23',
    ink: '#ebe9e4',
    muted: '#a9aab3',
    rule: '#3a3c44',
    sunken: '#24262d',
    bar: '#5ec962',
    query: '#ff9a62',
    key: '#528eff',
    value: '#15c199',
    output: '#e28de2',
    otherLines: '#7d7f88',
  },
};

const FONT = 'sans-serif';
const PAD = 20;

const escapeXml = (text) =>
  String(text).replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c],
  );

/** An element as text: tag('rect', { x: 1 }) or tag('text', { … }, 'words'). */
function tag(name, attributes = {}, ...children) {
  const written = Object.entries(attributes)
    .filter(([, value]) => value !== undefined && value !== null && value !== false)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  return children.length === 0
    ? `<${name}${written}/>`
    : `<${name}${written}>${children.join('')}</${name}>`;
}

/** Text, escaped (a word can come from the reader). */
const text = (attributes, words) => tag('text', attributes, escapeXml(words));

const round = (value) => Math.round(value * 100) / 100;

// Text widths, estimated without a browser: about 0.6 em a letter in a
// sans-serif face, 1 em for wide scripts and emoji.
export function textWidth(words, size) {
  let width = 0;
  for (const character of String(words)) {
    width += character.codePointAt(0) >= 0x2e80 ? size : 0.6 * size;
  }
  return width;
}

/** The state, item by item: "flies · scaled by √d_k · separate projections". */
export function figureCaption(model, { queryIndex }) {
  const { scale, separateProjections, causal, edits } = model.numbers;
  return [
    model.labels[queryIndex],
    t(scale ? 'figures.scaled' : 'figures.unscaled'),
    t(separateProjections ? 'figures.separateProjections' : 'figures.sharedProjections'),
    causal && t('figures.causal'),
    edits.length > 0 && t('figures.edited'),
  ]
    .filter(Boolean)
    .join(t('figures.captionSeparator'));
}

// Word labels along an axis: upright while the longest fits `room`,
// else turned 45° (and then as tall as they are long).
function labelLayout(labels, size, room) {
  const longest = Math.max(0, ...labels.map((label) => textWidth(label, size)));
  const turned = longest > room;
  return { turned, height: turned ? longest * 0.71 + size : size + 6 };
}

// A colour ramp of `steps` rects from weight 0 to 1, with its ends named.
function weightRamp(palette, x, y) {
  const steps = 20;
  const width = 8;
  const parts = [
    text({ x, y: y + 10, 'font-size': 12, fill: palette.muted }, t('figures.legendWeight')),
  ];
  const left = x + textWidth(t('figures.legendWeight'), 12) + 8;
  parts.push(text({ x: left, y: y + 10, 'font-size': 12, fill: palette.ink }, '0'));
  for (let step = 0; step < steps; step++) {
    parts.push(
      tag('rect', {
        x: left + 12 + step * width,
        y,
        width: width + 0.5,
        height: 12,
        fill: weightColours(step / (steps - 1)).background,
      }),
    );
  }
  const end = left + 12 + steps * width + 4;
  parts.push(text({ x: end, y: y + 10, 'font-size': 12, fill: palette.ink }, '1'));
  return { content: parts.join(''), width: end + 10 - x };
}

// ---------- the weight matrix ----------

function matrixBody(model, { queryIndex }, palette) {
  const n = model.labels.length;
  const cell = n > 8 ? 36 : 50;
  const valueSize = n > 8 ? 11 : 13;
  const labelSize = 13;
  const rowLabelWidth = Math.max(...model.labels.map((label) => textWidth(label, labelSize))) + 12;
  const columns = labelLayout(model.labels, labelSize, cell - 6);
  const top = 24 + columns.height;
  const left = rowLabelWidth;
  const parts = [
    text({ x: 0, y: 12, 'font-size': 12, fill: palette.muted }, t('figures.matrixAxes')),
  ];
  model.labels.forEach((label, j) => {
    const x = left + j * cell + cell / 2;
    parts.push(
      columns.turned
        ? text(
            {
              x: round(x - 4),
              y: top - 6,
              'font-size': labelSize,
              fill: palette.ink,
              transform: `rotate(-45 ${round(x - 4)} ${top - 6})`,
            },
            label,
          )
        : text(
            {
              x: round(x),
              y: top - 8,
              'font-size': labelSize,
              'text-anchor': 'middle',
              fill: palette.ink,
            },
            label,
          ),
    );
  });
  model.weights.forEach((row, i) => {
    const y = top + i * cell;
    const isQuery = i === queryIndex;
    parts.push(
      text(
        {
          x: left - 10,
          y: round(y + cell / 2 + labelSize * 0.35),
          'font-size': labelSize,
          'text-anchor': 'end',
          'font-weight': isQuery ? 'bold' : undefined,
          fill: isQuery ? palette.query : palette.ink,
        },
        model.labels[i],
      ),
    );
    row.forEach((weight, j) => {
      const x = left + j * cell;
      const masked = model.masked[i][j];
      const shown = masked ? '×' : formatWeight(weight);
      const colours = masked
        ? { background: palette.sunken, text: palette.muted }
        : // The colour of the weight as shown, whatever the language writes it as (0,80).
          weightColours(roundedWeight(weight));
      parts.push(
        tag('rect', {
          x,
          y,
          width: cell,
          height: cell,
          fill: colours.background,
          stroke: palette.background,
          'stroke-width': 1,
        }),
        text(
          {
            x: x + cell / 2,
            y: round(y + cell / 2 + valueSize * 0.35),
            'font-size': valueSize,
            'text-anchor': 'middle',
            fill: colours.text,
          },
          shown,
        ),
      );
    });
  });
  // The query's row, outlined in the query's colour.
  parts.push(
    tag('rect', {
      x: left - 1.5,
      y: top + queryIndex * cell - 1.5,
      width: n * cell + 3,
      height: cell + 3,
      fill: 'none',
      stroke: palette.query,
      'stroke-width': 3,
    }),
  );
  return { content: parts.join(''), width: left + n * cell + 2, height: top + n * cell + 2 };
}

function matrixLegend(model, palette) {
  const ramp = weightRamp(palette, 0, 0);
  let x = ramp.width + 16;
  const parts = [ramp.content];
  parts.push(
    tag('rect', {
      x,
      y: 0,
      width: 20,
      height: 12,
      fill: 'none',
      stroke: palette.query,
      'stroke-width': 3,
    }),
    text({ x: x + 28, y: 10, 'font-size': 12, fill: palette.ink }, t('figures.legendQueryRow')),
  );
  x += 28 + textWidth(t('figures.legendQueryRow'), 12) + 16;
  if (model.numbers.causal) {
    parts.push(text({ x, y: 10, 'font-size': 12, fill: palette.ink }, t('figures.legendMasked')));
    x += textWidth(t('figures.legendMasked'), 12);
  }
  return { content: parts.join(''), width: x, height: 14 };
}

// ---------- the softmax bars ----------

const STAGE_ROOM = 72;

function softmaxBody(model, { queryIndex: i, focusedKeyIndex }, palette) {
  const n = model.labels.length;
  const axes = stageAxes(model, i);
  const masked = model.masked[i];
  const numbers = [
    model.scaledScores[i].map(formatScaledScore),
    model.exponentials[i].map((value, j) => (masked[j] ? '0' : formatExponential(value))),
    model.weights[i].map((weight, j) => (masked[j] ? '×' : formatWeight(weight))),
  ];
  const names = [
    model.numbers.scale
      ? t('steps.stageScaled', { dimension: model.keyDimension })
      : t('steps.stageRaw'),
    exponentialName(model, i),
    t('steps.stageWeights'),
  ];
  const numberSize = 11;
  const labelSize = 13;
  const widest = Math.max(...numbers.flat().map((shown) => textWidth(shown, numberSize)));
  const column = Math.max(44, Math.ceil(widest) + 10);
  const bar = Math.min(28, column * 0.6);
  const labels = labelLayout(model.labels, labelSize, column - 4);
  const parts = [];
  let y = 0;
  axes.forEach((axis, stage) => {
    const below = axis.heights.some((height) => height < 0) ? STAGE_ROOM * 0.4 + 14 : 0;
    parts.push(
      text(
        { x: 0, y: y + 13, 'font-size': 13, 'font-weight': 'bold', fill: palette.ink },
        names[stage],
      ),
    );
    const baseline = y + 20 + 14 + STAGE_ROOM;
    parts.push(
      tag('line', {
        x1: 0,
        y1: baseline,
        x2: n * column,
        y2: baseline,
        stroke: palette.muted,
        'stroke-width': 1,
      }),
    );
    axis.heights.forEach((height, j) => {
      const centre = j * column + column / 2;
      const h = round(height * STAGE_ROOM);
      const isFocused = j === focusedKeyIndex;
      if (h !== 0) {
        parts.push(
          tag('rect', {
            x: round(centre - bar / 2),
            y: h > 0 ? baseline - h : baseline,
            width: round(bar),
            height: Math.abs(h),
            fill: palette.bar,
          }),
        );
      }
      if (stage === 2 && !masked[j]) {
        const other = round(baseline - model.otherScale.weights[i][j] * STAGE_ROOM);
        parts.push(
          tag('line', {
            x1: round(centre - bar / 2 - 3),
            y1: other,
            x2: round(centre + bar / 2 + 3),
            y2: other,
            stroke: palette.ink,
            'stroke-width': 1.5,
            'stroke-dasharray': '4 3',
          }),
        );
      }
      // Above the bar, and above the other setting's mark where it is higher.
      const otherHeight =
        stage === 2 && !masked[j] ? model.otherScale.weights[i][j] * STAGE_ROOM + 3 : 0;
      const numberY =
        h >= 0 ? baseline - Math.max(h, otherHeight) - 4 : baseline - h + numberSize + 2;
      parts.push(
        text(
          {
            x: round(centre),
            y: round(numberY),
            'font-size': numberSize,
            'text-anchor': 'middle',
            'font-weight': isFocused ? 'bold' : undefined,
            fill: palette.ink,
          },
          numbers[stage][j],
        ),
      );
    });
    y = baseline + below + 16;
  });
  // The keys once, under the last stage.
  model.labels.forEach((label, j) => {
    const centre = round(j * column + column / 2);
    const labelY = y + (labels.turned ? 4 : labelSize - 2);
    parts.push(
      labels.turned
        ? text(
            {
              x: centre + 4,
              y: labelY,
              'font-size': labelSize,
              'text-anchor': 'end',
              fill: palette.key,
              transform: `rotate(-45 ${centre + 4} ${labelY})`,
            },
            label,
          )
        : text(
            {
              x: centre,
              y: labelY,
              'font-size': labelSize,
              'text-anchor': 'middle',
              fill: palette.key,
            },
            label,
          ),
    );
  });
  return { content: parts.join(''), width: n * column, height: y + labels.height };
}

function softmaxLegend(model, palette) {
  const words = t(model.numbers.scale ? 'figures.otherMarkScaled' : 'figures.otherMarkUnscaled');
  return {
    content:
      tag('line', {
        x1: 0,
        y1: 6,
        x2: 24,
        y2: 6,
        stroke: palette.ink,
        'stroke-width': 1.5,
        'stroke-dasharray': '4 3',
      }) + text({ x: 32, y: 10, 'font-size': 12, fill: palette.ink }, words),
    width: 32 + textWidth(words, 12),
    height: 14,
  };
}

// ---------- word to word ----------

const LINE_ROW = 26;
const LINE_GAP = 170;

function linesBody(model, { queryIndex, hiddenRows = [] }, palette) {
  const size = 13;
  const n = model.labels.length;
  const leftWidth = Math.max(...model.labels.map((label) => textWidth(label, size))) + 8;
  const from = leftWidth + 6;
  const to = from + LINE_GAP;
  const weightsOfQuery = model.weights[queryIndex].map((weight, j) =>
    model.masked[queryIndex][j] ? '×' : formatWeight(weight),
  );
  const keyWidth = Math.max(...model.labels.map((label) => textWidth(label, size))) + 10;
  const rightWidth = keyWidth + Math.max(...weightsOfQuery.map((shown) => textWidth(shown, size)));
  const top = 22;
  const rowY = (index) => top + index * LINE_ROW + LINE_ROW / 2;
  const parts = [
    text(
      { x: leftWidth, y: 12, 'font-size': 12, 'text-anchor': 'end', fill: palette.muted },
      t('figures.queries'),
    ),
    text({ x: to + 6, y: 12, 'font-size': 12, fill: palette.muted }, t('figures.keys')),
  ];
  // The other queries' lines first, faint; the query's on top, in its colour.
  // In practice mode a query not yet predicted has none, as on screen.
  const order = [...model.labels.keys()]
    .filter((i) => i !== queryIndex)
    .concat(queryIndex)
    .filter((i) => !hiddenRows.includes(i));
  for (const i of order) {
    const isQuery = i === queryIndex;
    model.weights[i].forEach((weight, j) => {
      if (weight <= 0) return;
      parts.push(
        tag('line', {
          x1: from,
          y1: rowY(i),
          x2: to,
          y2: rowY(j),
          stroke: isQuery ? palette.query : palette.otherLines,
          'stroke-width': isQuery ? 3 : 1.5,
          'stroke-opacity': round(isQuery ? weight : weight * 0.45),
          'stroke-linecap': 'round',
        }),
      );
    });
  }
  model.labels.forEach((label, index) => {
    const isQuery = index === queryIndex;
    parts.push(
      text(
        {
          x: leftWidth,
          y: round(rowY(index) + size * 0.35),
          'font-size': size,
          'text-anchor': 'end',
          'font-weight': isQuery ? 'bold' : undefined,
          fill: isQuery ? palette.query : palette.ink,
        },
        label,
      ),
      text(
        { x: to + 6, y: round(rowY(index) + size * 0.35), 'font-size': size, fill: palette.ink },
        label,
      ),
      text(
        {
          x: round(to + 6 + keyWidth),
          y: round(rowY(index) + size * 0.35),
          'font-size': size,
          fill: palette.muted,
        },
        weightsOfQuery[index],
      ),
    );
  });
  return { content: parts.join(''), width: to + 6 + rightWidth, height: top + n * LINE_ROW };
}

function linesLegend(palette) {
  const words = t('figures.linesLegend');
  return {
    content: text({ x: 0, y: 10, 'font-size': 12, fill: palette.muted }, words),
    width: textWidth(words, 12),
    height: 14,
  };
}

// ---------- the weighted average ----------

// A letter with a word as subscript, as one text element.
const symbolText = (attributes, letter, subscript, letterColour, subscriptColour) =>
  tag(
    'text',
    attributes,
    tag('tspan', { fill: letterColour, 'font-size': 15 }, escapeXml(letter)),
    tag('tspan', { fill: subscriptColour, 'font-size': 11, dy: 5 }, escapeXml(subscript)),
  );

function planeBody(model, { queryIndex: i }, palette) {
  const toPixels = pixelMap(model.plane.values);
  const places = {
    values: model.plane.values.map(toPixels),
    output: toPixels(model.planeOutputs[i]),
    weights: model.weights[i],
  };
  const spots = placeLabels(places, model.labels, model.labels[i]);
  const halo = {
    stroke: palette.background,
    'stroke-width': 3,
    'stroke-linejoin': 'round',
    'paint-order': 'stroke',
  };
  const parts = [
    tag('rect', {
      x: 0.5,
      y: 0.5,
      width: PLANE_WIDTH - 1,
      height: PLANE_HEIGHT - 1,
      rx: 10,
      fill: palette.background,
      stroke: palette.rule,
    }),
  ];
  places.values.forEach((place, j) => {
    parts.push(
      tag('line', {
        x1: place[0],
        y1: place[1],
        x2: places.output[0],
        y2: places.output[1],
        stroke: palette.output,
        'stroke-width': spokeWidth(places.weights[j]),
        'stroke-opacity': spokeOpacity(places.weights[j]),
        'stroke-linecap': 'round',
      }),
    );
  });
  places.values.forEach((place, j) => {
    const spot = spots.values[j];
    parts.push(
      tag('circle', {
        cx: place[0],
        cy: place[1],
        r: 5,
        fill: palette.value,
        stroke: palette.background,
        'stroke-width': 1.5,
      }),
      symbolText(
        {
          x: round(place[0] + spot.x),
          y: round(place[1] + spot.y),
          'text-anchor': spot.anchor,
          ...halo,
        },
        'v',
        model.labels[j],
        palette.value,
        palette.ink,
      ),
    );
  });
  const [ox, oy] = places.output;
  parts.push(
    tag('circle', {
      cx: ox,
      cy: oy,
      r: 6.5,
      fill: palette.background,
      stroke: palette.output,
      'stroke-width': 3.5,
    }),
    symbolText(
      {
        x: round(ox + spots.output.x),
        y: round(oy + spots.output.y),
        'text-anchor': spots.output.anchor,
        ...halo,
      },
      'x′',
      model.labels[i],
      palette.output,
      palette.ink,
    ),
  );
  // Beside the picture, each value's weight, as the spokes show them.
  const listX = PLANE_WIDTH + 20;
  parts.push(
    text({ x: listX, y: 14, 'font-size': 12, fill: palette.muted }, t('figures.planeValues')),
  );
  // The weights in a column of their own, after the longest name.
  const nameWidth = 10 + Math.max(...model.labels.map((label) => textWidth(label, 10))) + 10;
  let listWidth = textWidth(t('figures.planeValues'), 12);
  model.labels.forEach((label, j) => {
    const y = 36 + j * 20;
    const shown = model.masked[i][j] ? '×' : formatWeight(places.weights[j]);
    parts.push(
      tag(
        'text',
        { x: listX, y, 'font-size': 13 },
        tag('tspan', { fill: palette.value }, 'v'),
        tag('tspan', { fill: palette.ink, 'font-size': 10, dy: 4 }, escapeXml(label)),
      ),
      text({ x: listX + nameWidth, y, 'font-size': 13, fill: palette.ink }, shown),
    );
    listWidth = Math.max(listWidth, nameWidth + textWidth(shown, 13));
  });
  const listHeight = 36 + model.labels.length * 20;
  const kept = t('figures.planeKept', { percent: Math.round(model.plane.retainedVariance * 100) });
  const bottom = Math.max(PLANE_HEIGHT, listHeight) + 20;
  parts.push(text({ x: 0, y: bottom, 'font-size': 12, fill: palette.muted }, kept));
  return {
    content: parts.join(''),
    width: Math.max(listX + listWidth, textWidth(kept, 12)),
    height: bottom + 4,
  };
}

// ---------- the frame every figure shares ----------

const FIGURES = {
  matrix: {
    title: () => t('figures.matrixTitle'),
    body: matrixBody,
    legend: (model, selection, palette) => matrixLegend(model, palette),
  },
  softmax: {
    title: (model, { queryIndex }) =>
      t('figures.softmaxTitle', { token: model.labels[queryIndex] }),
    body: softmaxBody,
    legend: (model, selection, palette) => softmaxLegend(model, palette),
  },
  plane: {
    title: (model, { queryIndex }) => t('figures.planeTitle', { token: model.labels[queryIndex] }),
    body: planeBody,
    legend: () => null,
  },
  lines: {
    title: (model, { queryIndex }) => t('figures.linesTitle', { token: model.labels[queryIndex] }),
    body: linesBody,
    legend: (model, selection, palette) => linesLegend(palette),
  },
};

/**
 * One figure as a standalone SVG document.
 * @param {'matrix' | 'softmax' | 'plane' | 'lines'} kind
 * @param {import('../model/model.js').Model} model
 * @param {{ queryIndex: number, focusedKeyIndex: number }} selection
 * @param {{ theme?: 'light' | 'dark' }} [options]
 * @returns {{ svg: string, width: number, height: number, title: string, caption: string }}
 */
export function buildFigure(kind, model, selection, { theme = 'light' } = {}) {
  const figure = FIGURES[kind];
  const palette = PALETTES[theme] ?? PALETTES.light;
  const title = figure.title(model, selection);
  const caption = figureCaption(model, selection);
  const body = figure.body(model, selection, palette);
  const legend = figure.legend(model, selection, palette);
  const bodyTop = PAD + 50;
  const legendTop = bodyTop + body.height + 18;
  const width = Math.ceil(
    2 * PAD +
      Math.max(body.width, legend?.width ?? 0, textWidth(title, 17), textWidth(caption, 13)),
  );
  const height = Math.ceil((legend ? legendTop + legend.height : bodyTop + body.height) + PAD);
  const svg = [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT}">`,
    tag('title', {}, escapeXml(title)),
    tag('desc', {}, escapeXml(caption)),
    tag('rect', { width, height, fill: palette.background }),
    text({ x: PAD, y: PAD + 16, 'font-size': 17, 'font-weight': 'bold', fill: palette.ink }, title),
    text({ x: PAD, y: PAD + 38, 'font-size': 13, fill: palette.muted }, caption),
    tag('g', { transform: `translate(${PAD} ${bodyTop})` }, body.content),
    legend ? tag('g', { transform: `translate(${PAD} ${legendTop})` }, legend.content) : '',
    '</svg>\n',
  ].join('');
  return { svg, width, height, title, caption };
}

/** A file name for a figure: attention-matrix-flies.svg. */
export function figureFileName(kind, model, { queryIndex }, extension) {
  const word = model.tokens[queryIndex].replace(/[\\/:*?"<>|\s]+/g, '-');
  return `attention-${kind}-${word}.${extension}`;
}
