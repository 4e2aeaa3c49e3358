// Numbers as the reader types them into a box and as the lab writes them
// back. Pure (no DOM): the number editor decides when to read (on Enter or
// when a box loses focus) and what to do with a refusal. Its sentences are
// the editor's templates (en/editor.js).
import { locale } from './locale.js';
import { t } from './text.js';

/** Longest text read as a number; anything longer is refused before any pattern runs. */
export const MAX_NUMBER_TEXT_LENGTH = 32;

/** Largest magnitude a typed number may have. */
export const MAX_NUMBER_MAGNITUDE = 1e6;

const MINUS = '\u2212';

/**
 * The allowed range's ends as messages write them: { min: '−1,000,000',
 * max: '1,000,000' } (in German '1.000.000').
 */
export function numberRange() {
  const max = locale().grouped.format(MAX_NUMBER_MAGNITUDE);
  return { min: `${MINUS}${max}`, max };
}

/**
 * Digits, one optional decimal mark ("." or ","), an optional exponent. No
 * quantifier is nested in another and no two can take the same characters,
 * so a failed match costs time linear in the text (the length cap comes first
 * anyway).
 */
export const NUMBER_PATTERN = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:[eE][+-]?\d+)?$/;
// "1,000" or "-12,345": a comma that may group thousands as well as mark decimals.
const THOUSANDS_OR_DECIMAL = /^[+-]?[1-9]\d{0,2},\d{3}$/;

// Shown in messages: long text is cut short.
const shortened = (text) => (text.length > 24 ? `${text.slice(0, 24)}…` : text);

/**
 * Reads a number the reader typed: plain or exponent form, "." or "," as
 * the decimal mark, "−" or "–" for minus.
 * @param {string} text
 * @returns {{ value: number } | { problem: string }}  `problem` is a sentence for the reader
 */
export function readNumber(text) {
  const raw = String(text);
  const shown = shortened(raw);
  if (raw.length > MAX_NUMBER_TEXT_LENGTH) {
    return { problem: t('editor.numberTooLong', { text: shown, max: MAX_NUMBER_TEXT_LENGTH }) };
  }
  const typed = raw.trim().replace(/^[\u2212\u2013]/, '-');
  if (typed === '') return { problem: t('editor.emptyBox') };
  if (!NUMBER_PATTERN.test(typed)) return { problem: t('editor.notANumber', { text: shown }) };
  // Where the comma is the decimal mark (German, Spanish), "1,000" is one.
  if (locale().decimal === '.' && THOUSANDS_OR_DECIMAL.test(typed)) {
    const asThousands = Number(typed.replace(',', ''));
    const asDecimal = Number(typed.replace(',', '.'));
    return {
      problem: t('editor.ambiguousComma', {
        text: shown,
        thousands: formatForMessage(asThousands),
        decimal: formatForMessage(asDecimal),
        thousandsTyped: formatForBox(asThousands),
        decimalTyped: formatForBox(asDecimal),
      }),
    };
  }
  const value = Number(typed.replace(',', '.'));
  if (!Number.isFinite(value) || Math.abs(value) > MAX_NUMBER_MAGNITUDE) {
    return { problem: t('editor.numberTooLarge', { text: shown, ...numberRange() }) };
  }
  return { value: Object.is(value, -0) ? 0 : value };
}

/**
 * The shortest decimal that reads back as the same float32 the core uses,
 * so Math.fround(0.1) shows as "0.1", not "0.10000000149011612". ASCII minus,
 * never "-0", the language's decimal mark ("0,1" in German): text the reader
 * can edit and readNumber reads back.
 * @param {number} value
 * @returns {string}
 */
export function formatForBox(value) {
  return shortestFloat32(value).replace('.', locale().decimal);
}

function shortestFloat32(value) {
  const single = Math.fround(value);
  if (single === 0 || !Number.isFinite(single)) return String(single === 0 ? 0 : single);
  // Nine significant digits always identify a float32; most need far fewer.
  for (let digits = 1; digits < 9; digits += 1) {
    const candidate = Number(single.toPrecision(digits));
    if (Math.fround(candidate) === single) return String(candidate);
  }
  return String(Number(single.toPrecision(9)));
}

/** formatForBox with a real minus sign, for sentences the reader reads. */
export function formatForMessage(value) {
  return formatForBox(value).replaceAll('-', MINUS);
}
