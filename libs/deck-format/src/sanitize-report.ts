import { Parser } from 'htmlparser2';

/** How often each element appears, and each attribute on each element. */
interface Inventory {
  elements: Map<string, number>;
  attributes: Map<string, Map<string, number>>;
}

const counted = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);

function inventory(markup: string): Inventory {
  const found: Inventory = { elements: new Map(), attributes: new Map() };
  new Parser({
    onopentag(name, attributes) {
      counted(found.elements, name);
      let onElement = found.attributes.get(name);
      if (!onElement) found.attributes.set(name, (onElement = new Map()));
      for (const attribute of Object.keys(attributes)) counted(onElement, attribute);
    },
  }).end(markup);
  return found;
}

/**
 * What cleaning took out of markup, as short sentences ('Removed <script>', 'Removed the onclick
 * attribute of <p>'), at most `limit`. Found by counting elements and attributes before and after
 * (two linear passes), so what cleaning adds (a link's rel, a frame's sandbox) is never reported,
 * and the attributes of an element removed everywhere are not reported apart from it.
 */
export function sanitizerRemovals(before: string, after: string, limit = 10): string[] {
  const [given, kept] = [inventory(before), inventory(after)];
  const messages: string[] = [];
  for (const [element, count] of given.elements) {
    const keptCount = kept.elements.get(element) ?? 0;
    if (keptCount < count) messages.push(`Removed <${element}>`);
    if (keptCount === 0) continue;
    for (const [attribute, onCount] of given.attributes.get(element) ?? [])
      if ((kept.attributes.get(element)?.get(attribute) ?? 0) < onCount)
        messages.push(`Removed the ${attribute} attribute of <${element}>`);
  }
  return messages.slice(0, limit);
}
