// Type checks of the JS API's arguments, before anything reaches the core:
// the core checks the values (shapes, finite numbers, ranges) and the
// message it gives names the argument either way.

/** Thrown for input the core cannot use; the message names the argument. */
export class AttentionInputError extends Error {
  constructor(message) {
    super(message);
    this.name = 'AttentionInputError';
  }
}

export const MASK_KINDS = { none: 0, boolean: 1, additive: 2 };

/** @param {string} name  the argument, for the message */
export function checkTensorType(name, tensor, dataTypes = 'a Float32Array') {
  if (tensor === null || typeof tensor !== 'object') {
    throw new AttentionInputError(
      `${name} must be a tensor { data: Float32Array, shape: number[] }`,
    );
  }
  const data = tensor.data;
  const typed = data instanceof Float32Array || (name === 'mask' && data instanceof Uint8Array);
  if (!typed) {
    throw new AttentionInputError(
      `${name}.data must be ${dataTypes}; got ${data?.constructor?.name ?? typeof data}`,
    );
  }
  const shape = tensor.shape;
  let numbers = Array.isArray(shape);
  for (let axis = 0; numbers && axis < shape.length; axis++)
    numbers = typeof shape[axis] === 'number';
  if (!numbers) {
    throw new AttentionInputError(`${name}.shape must be an array of numbers`);
  }
}

/** Types only; the core checks the values (a positive finite scale, ...). */
export function checkOptionTypes(scale, mask, causal, softcap) {
  if (typeof scale !== 'boolean' && typeof scale !== 'number') {
    throw new AttentionInputError(
      `scale must be true (1/√d_k), false (1) or a positive finite number; got ${String(scale)}`,
    );
  }
  if (typeof causal !== 'boolean') {
    throw new AttentionInputError(`causal must be true or false; got ${String(causal)}`);
  }
  if (softcap !== undefined && typeof softcap !== 'number') {
    throw new AttentionInputError(
      `softcap must be a positive finite number; got ${String(softcap)}`,
    );
  }
  if (mask === undefined || mask === null) return MASK_KINDS.none;
  checkTensorType(
    'mask',
    mask,
    'a Uint8Array (boolean: 1 may attend, 0 may not) or a Float32Array (added to the scores)',
  );
  return mask.data instanceof Uint8Array ? MASK_KINDS.boolean : MASK_KINDS.additive;
}
