// The four role colours (--role-query … in styles/base.css) stay apart for
// readers with the common colour-vision deficiencies: each pair differs by
// a clear CIELAB distance after simulating protanopia, deuteranopia and
// tritanopia (Machado, Oliveira and Fernandes 2009, full severity), in the
// light and the dark scheme, and every colour reads as text on the page.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

const css = readFileSync(new URL('../../web/src/styles/base.css', import.meta.url), 'utf8');
const ROLES = ['query', 'key', 'value', 'output'];

// The first :root block holds both schemes, each colour as
// light-dark(light, dark).
const rootBlock = css.slice(css.indexOf(':root {'), css.indexOf('}', css.indexOf(':root {')));
function variables(pick) {
  return Object.fromEntries(
    [...rootBlock.matchAll(/--([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => {
      const both = /^light-dark\(\s*([^,]+),\s*([^)]+)\)$/.exec(value.trim());
      return [name, both ? both[pick].trim() : value.trim()];
    }),
  );
}
const light = variables(1);
const dark = variables(2);

function resolve(scheme, name) {
  const value = scheme[name];
  const reference = /^var\(--([\w-]+)\)$/.exec(value);
  return reference ? resolve(scheme, reference[1]) : value;
}

const toLinear = (channel) =>
  channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
const linearRgb = (hex) =>
  [1, 3, 5].map((at) => toLinear(parseInt(hex.slice(at, at + 2), 16) / 255));

const SIMULATIONS = {
  none: [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ],
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

const multiply = (matrix, vector) =>
  matrix.map((row) => row.reduce((sum, entry, index) => sum + entry * vector[index], 0));

// Linear sRGB → CIELAB (D65).
function lab(rgb) {
  const clamped = rgb.map((channel) => Math.min(Math.max(channel, 0), 1));
  const [x, y, z] = multiply(
    [
      [0.4124 / 0.95047, 0.3576 / 0.95047, 0.1805 / 0.95047],
      [0.2126, 0.7152, 0.0722],
      [0.0193 / 1.08883, 0.1192 / 1.08883, 0.9505 / 1.08883],
    ],
    clamped,
  );
  const f = (t) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

const distance = (a, b) => Math.hypot(...a.map((value, index) => value - b[index]));
const luminance = (rgb) => 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
const contrast = (a, b) => {
  const [high, low] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (high + 0.05) / (low + 0.05);
};

/** Smallest CIELAB distance between two role colours in `scheme`, simulated. */
function closestPair(scheme, simulation) {
  const colours = ROLES.map((role) =>
    lab(multiply(simulation, linearRgb(resolve(scheme, `role-${role}`)))),
  );
  let closest = { distance: Infinity };
  colours.forEach((a, i) =>
    colours.slice(i + 1).forEach((b, offset) => {
      const pair = { distance: distance(a, b), roles: [ROLES[i], ROLES[i + 1 + offset]] };
      if (pair.distance < closest.distance) closest = pair;
    }),
  );
  return closest;
}

test('the two schemes are read apart: dark paper under light ink', () => {
  const luminance = (hex) => linearRgb(hex).reduce((sum, channel) => sum + channel, 0);
  expect(luminance(light.paper)).toBeGreaterThan(luminance(light.ink));
  expect(luminance(dark.paper)).toBeLessThan(luminance(dark.ink));
});

describe.each([
  ['light', light],
  ['dark', dark],
])('role colours, %s scheme', (_, scheme) => {
  test.each(Object.keys(SIMULATIONS))('every pair stays apart with %s', (name) => {
    const closest = closestPair(scheme, SIMULATIONS[name]);
    expect(closest.distance, closest.roles.join(' and ')).toBeGreaterThan(20);
  });

  test('each role colour reads as text on the surface and the paper (4.5:1)', () => {
    for (const role of ROLES) {
      const colour = linearRgb(resolve(scheme, `role-${role}`));
      for (const background of ['surface', 'paper', 'surface-sunken']) {
        expect(
          contrast(colour, linearRgb(resolve(scheme, background))),
          `${role} on ${background}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
