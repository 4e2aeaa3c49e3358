// The core's embeddings, for attention.js: toy embeddings of words and
// standard-normal rows of an embedding table.
import { AttentionInputError } from './checks.js';

const textEncoder = new TextEncoder();

/** @typedef {import('./attention').Tensor} Tensor */
/** @typedef {import('./heap.js').CoreHeap} CoreHeap */

/** See Attention.embedWords. @param {CoreHeap} heap */
export function embedWords(heap, core, words, dim) {
  if (!Array.isArray(words) || words.some((word) => typeof word !== 'string')) {
    throw new AttentionInputError('words must be an array of strings');
  }
  const encoded = words.map((word) => textEncoder.encode(word));
  const lengths = Uint32Array.from(encoded, (bytes) => bytes.length);
  const bytes = new Uint8Array(lengths.reduce((sum, length) => sum + length, 0));
  encoded.reduce((offset, word) => (bytes.set(word, offset), offset + word.length), 0);
  return embed(heap, core, words.length, dim, [lengths, bytes], ([lengthsAt, bytesAt], out) =>
    core._embed_words_run(words.length, dim, lengthsAt, bytesAt, out),
  );
}

/** See Attention.randomEmbeddings. @param {CoreHeap} heap */
export function randomEmbeddings(heap, core, ids, dim, seed) {
  if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'number')) {
    throw new AttentionInputError('ids must be an array of non-negative whole numbers');
  }
  if (typeof seed !== 'number') {
    throw new AttentionInputError('seed must be a non-negative whole number');
  }
  return embed(heap, core, ids.length, dim, [Float64Array.from(ids)], ([idsAt], out) =>
    core._embed_ids_run(ids.length, dim, seed, idsAt, out),
  );
}

/** @returns {Tensor} [count, dim] */
function embed(heap, core, count, dim, inputs, run) {
  if (typeof dim !== 'number') {
    throw new AttentionInputError(`dim must be a whole number; got ${String(dim)}`);
  }
  if (core._embedding_plan(count, dim) !== 0) {
    throw new AttentionInputError(core.takeLastError());
  }
  const [buffer, start] = heap.call(inputs, count * dim, run);
  return { data: new Float32Array(buffer, start, count * dim), shape: [count, dim] };
}
