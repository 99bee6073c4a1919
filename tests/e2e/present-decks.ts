import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { ApiSession } from './support/api-session.js';

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

export interface CreatedDeck {
  id: string;
  slug: string;
  version: number;
}

/** Signs a user up through the API; the session is then theirs. */
export async function signUp(baseUrl: string, username: string, password: string): Promise<ApiSession> {
  const api = new ApiSession(baseUrl);
  const response = await api.call('POST', '/api/v1/users', {
    user: { username, email: `${username}@example.com`, password },
  });
  expect(response.status).toBe(201);
  return api;
}

/** A deck with these settings and slides. */
export async function createDeck(
  api: ApiSession,
  title: string,
  data: string,
  settings: Record<string, unknown> = {},
): Promise<CreatedDeck> {
  const created = await api.call('POST', '/api/v1/decks', { deck: { title } });
  expect(created.status).toBe(201);
  const { deck } = (await created.json()) as { deck: CreatedDeck };
  const saved = await api.call('PUT', `/api/v1/decks/${deck.id}`, {
    deck: { ...settings, data, version: deck.version },
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  return ((await saved.json()) as { deck: CreatedDeck }).deck;
}

/** Signs in through the sign-in page, as a person does. */
export async function signIn(page: Page, baseUrl: string, username: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/users/sign_in`);
  await page.getByLabel('Username or e-mail').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.keyboard.press('Enter');
  await page.waitForURL(`${baseUrl}/${username}`);
}
