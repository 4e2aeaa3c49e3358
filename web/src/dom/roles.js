// The four roles a vector plays, each drawn in one hue across the lab
// (--role-query … in styles.css): q, k, v and the output x′.
const ROLE_OF_LETTER = { q: 'query', k: 'key', v: 'value' };

/** The class that colours a symbol by its role ('' for w, s, x and the rest). */
export function roleClass(letter, prime = false) {
  const role = letter === 'x' && prime ? 'output' : ROLE_OF_LETTER[letter];
  return role ? `role-${role}` : '';
}
