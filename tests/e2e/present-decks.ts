import { expect } from 'vitest';
import { createDeck as createEmptyDeck, type CreatedDeck } from './support/accounts.js';
import type { ApiSession } from './support/api-session.js';

export { signIn, signUp } from './support/accounts.js';
export type { CreatedDeck };

/**
 * Decks for the present view tests, written by hand as the editor saves them: horizontal
 * slides, a vertical stack, fragments, a hidden slide, positioned blocks and speaker notes.
 */
export const MIXED_DECK_MARKUP = [
  `<section data-id="s-intro"><div class="sl-block" data-block-type="text" data-block-id="b1" style="left:80px; top:120px; width:800px; height:auto;"><div class="sl-block-content"><h1>Welcome aboard</h1></div></div><aside class="notes">Greet the room.</aside></section>`,
  `<section data-id="s-points"><h2>Three points</h2><ul><li class="fragment">First point</li><li class="fragment">Second point</li></ul><aside class="notes">Take the points one by one.</aside></section>`,
  `<section data-id="s-hidden" data-visibility="hidden"><h2>Hidden draft</h2></section>`,
  `<section><section data-id="s-stack-top"><h2>Stack top</h2></section><section data-id="s-stack-below"><h2>Stack below</h2></section></section>`,
  `<section data-id="s-end"><div class="sl-block" data-block-type="text" data-block-id="b2" style="left:80px; top:300px; width:800px; height:auto;"><div class="sl-block-content"><h2>Thank you</h2></div></div></section>`,
].join('');

/** Horizontal slides titled `${label} 1`, `${label} 2`, ... */
export const plainSlides = (count: number, label: string) =>
  Array.from(
    { length: count },
    (_, index) => `<section data-id="p${index + 1}"><h2>${label} ${index + 1}</h2></section>`,
  ).join('');

/** A deck with these settings and slides. */
export async function createDeck(
  api: ApiSession,
  title: string,
  data: string,
  settings: Record<string, unknown> = {},
): Promise<CreatedDeck> {
  const deck = await createEmptyDeck(api, { title });
  const saved = await api.call('PUT', `/api/v1/decks/${deck.id}`, {
    deck: { ...settings, data, version: deck.version },
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  return ((await saved.json()) as { deck: CreatedDeck }).deck;
}
