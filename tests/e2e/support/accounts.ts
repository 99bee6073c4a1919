import type { Page } from 'playwright-core';
import { ApiSession } from './api-session.js';
import type { LaunchedBrowser } from './browser.js';

/**
 * Signs a person up through the API; the returned session is signed in as them. A test tried again
 * (CI retries browser tests once) finds them signed up by its first try: they sign in instead.
 */
export async function signUp(baseUrl: string, username: string, password: string): Promise<ApiSession> {
  const api = new ApiSession(baseUrl);
  const response = await api.call('POST', '/api/v1/users', {
    user: { username, email: `${username}@example.com`, password },
  });
  if (response.status === 201) return api;
  if (response.status === 422) {
    const signedIn = await api.call('POST', '/api/v1/session', { user: { login: username, password } });
    if (signedIn.status < 300) return api;
  }
  throw new Error(`signing ${username} up failed: ${response.status}`);
}

/** Signs in through the sign-in page, as a person does, and waits for their profile. */
export async function signIn(page: Page, baseUrl: string, username: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/users/sign_in`);
  await page.getByLabel('Username or e-mail').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.keyboard.press('Enter');
  await page.waitForURL(`${baseUrl}/${username}`);
}

/** Signs a person up through the API and in on a new tab of `browser`, which then acts as them. */
export async function signUpAndSignIn(
  browser: LaunchedBrowser,
  baseUrl: string,
  username: string,
  password: string,
): Promise<{ api: ApiSession; page: Page }> {
  const api = await signUp(baseUrl, username, password);
  const page = await browser.newPage();
  await signIn(page, baseUrl, username, password);
  return { api, page };
}

export interface CreatedDeck {
  id: string;
  slug: string;
  version: number;
}

/** Creates a deck with these fields (title, visibility, ...) as the session's person. */
export async function createDeck(api: ApiSession, deck: Record<string, unknown> = {}): Promise<CreatedDeck> {
  const response = await api.call('POST', '/api/v1/decks', { deck });
  if (response.status !== 201) throw new Error(`creating a deck failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { deck: CreatedDeck }).deck;
}
