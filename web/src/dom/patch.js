// Updating a view in place. A view builds its new content as detached nodes
// (cheap: no style or layout), and patchChildren makes the live children look
// like them, keeping every node whose kind matches. Only changed text and
// attributes are written, so the browser restyles and lays out only those,
// and focus stays where it was. Kept nodes keep their event listeners: use it
// where a listener depends only on the node's position (a key's index).

/**
 * @param {Element} parent  live element
 * @param {ArrayLike<Node>} next  detached nodes it should end up showing
 */
export function patchChildren(parent, next) {
  const current = parent.childNodes;
  const count = next.length;
  let sameShape = current.length === count;
  for (let index = 0; sameShape && index < count; index++) {
    sameShape = sameKind(current[index], next[index]);
  }
  if (!sameShape) {
    parent.replaceChildren(...Array.from(next));
    return;
  }
  for (let index = 0; index < count; index++) patchNode(current[index], next[index]);
}

function sameKind(live, wanted) {
  if (live.nodeType !== wanted.nodeType) return false;
  if (live.nodeType !== Node.ELEMENT_NODE) return true;
  return live.namespaceURI === wanted.namespaceURI && live.localName === wanted.localName;
}

function patchNode(live, wanted) {
  if (live.nodeType !== Node.ELEMENT_NODE) {
    if (live.data !== wanted.data) live.data = wanted.data;
    return;
  }
  // A native deep comparison: unchanged subtrees (a weight matrix that does
  // not depend on the query) cost one call instead of a walk.
  if (live.isEqualNode(wanted)) return;
  // Most formula nodes have no attributes at all: skip the maps then.
  if (wanted.hasAttributes() || live.hasAttributes()) patchAttributes(live, wanted);
  if (live.hasChildNodes() || wanted.hasChildNodes()) patchChildren(live, wanted.childNodes);
}

function patchAttributes(live, wanted) {
  const wantedAttributes = wanted.attributes;
  for (let index = 0; index < wantedAttributes.length; index++) {
    const { name, value } = wantedAttributes[index];
    if (live.getAttribute(name) === value) continue;
    // Styles are copied through the CSSOM: a host's `style-src 'self'`
    // refuses a style attribute written with setAttribute.
    if (name === 'style') live.style.cssText = wanted.style.cssText;
    else live.setAttribute(name, value);
  }
  // Every wanted attribute is now on `live`; any others go.
  if (live.attributes.length > wantedAttributes.length) {
    for (const { name } of Array.from(live.attributes)) {
      if (!wanted.hasAttribute(name)) live.removeAttribute(name);
    }
  }
}

// Writing the same text or the same hidden flag again still invalidates style
// or layout, so these write only a change.

/** Sets an element's text if it differs (a new text node means new layout). */
export function setText(element, text) {
  if (element.textContent !== text) element.textContent = text;
}

/** Sets an attribute if it differs. */
export function setAttribute(element, name, value) {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/** Shows or hides an element if that changes anything. */
export function setHidden(element, hidden) {
  if (element.hidden !== hidden) element.hidden = hidden;
}
