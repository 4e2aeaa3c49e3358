/**
 * Every "<part>.<name>" key of `parts` and its template:
 * keyed({ matrix: { sum: 'Sum' } }) is { 'matrix.sum': 'Sum' }.
 * @param {Record<string, Record<string, string>>} parts
 * @returns {Record<string, string>}
 */
export const keyed = (parts) =>
  Object.fromEntries(
    Object.entries(parts).flatMap(([part, strings]) =>
      Object.entries(strings).map(([name, template]) => [`${part}.${name}`, template]),
    ),
  );
