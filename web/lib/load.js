// Loading the right WebAssembly build, in browsers and in Node.
import createAttentionCore from './generated/attention_core.js';

const isNode = () =>
  typeof process !== 'undefined' &&
  Boolean(process.versions?.node) &&
  typeof window === 'undefined';

// Emscripten 3.1.6's web glue fetches the .wasm next to itself, which works
// in browsers (Vite dev and build) but not in Node, so Node reads the bytes.
async function readWasmInNode(simd) {
  const fsModule = 'node:fs/promises';
  const { readFile } = await import(/* @vite-ignore */ fsModule);
  return readFile(
    simd
      ? new URL('./generated/attention_core.wasm', import.meta.url)
      : new URL('./generated/attention_core_scalar.wasm', import.meta.url),
  );
}

// The smallest module using a SIMD128 instruction (i8x16.splat): engines
// without WebAssembly SIMD refuse to validate it.
const SIMD_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 8, 1, 6, 0, 65, 0, 253, 15,
  11,
]);

/** Whether this engine runs WebAssembly SIMD128 (and so the fast core). */
export function simdSupported() {
  try {
    return WebAssembly.validate(SIMD_PROBE);
  } catch {
    return false;
  }
}

/**
 * Instantiates the WebAssembly core: the SIMD128 build where the engine
 * supports it, otherwise the scalar build (`attention_core_scalar.wasm`).
 * @param {import('./attention').LoadOptions} [options]
 */
export async function createCore(options = {}) {
  const { simd = simdSupported(), ...moduleOptions } = options;
  const createModule = simd
    ? createAttentionCore
    : (await import('./generated/attention_core_scalar.js')).default;
  if (!moduleOptions.wasmBinary && !moduleOptions.locateFile && isNode()) {
    moduleOptions.wasmBinary = await readWasmInNode(Boolean(simd));
  }
  return createModule(moduleOptions);
}
