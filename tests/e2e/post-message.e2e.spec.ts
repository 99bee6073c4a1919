import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { startLectern } from './support/server.js';
import { createDeck, MIXED_DECK_MARKUP, plainSlides, signUp } from './present-decks.js';

const OWNER = 'embed-emma';

/**
 * Messages a hostile parent page may post to an embedded deck: reveal.js API methods that change
 * settings, add key bindings or reach the page (the class of CVE-2020-8127), `javascript:` URLs
 * (the speaker notes window's issue), markup and text meant to be evaluated. None may run code,
 * navigate, or change the deck.
 */
const HOSTILE_MESSAGES: unknown[] = [
  { method: 'configure', args: [{ controls: false, postMessage: true }] },
  { method: 'addKeyBinding', args: [{ keyCode: 66 }, 'window.top.pwned = true'] },
  { method: 'registerPlugin', args: [{ id: 'x', init: 'parent.postMessage("pwned", "*")' }] },
  { method: 'setState', args: [{ indexh: 'javascript:parent.postMessage("pwned","*")' }] },
  { method: 'slide', args: ['javascript:parent.postMessage("pwned","*")'] },
  { method: 'slide', args: [{ valueOf: 'parent.postMessage("pwned","*")' }] },
  { method: 'getSlide', args: [0] },
  { method: 'getRevealElement' },
  { method: 'getConfig' },
  { method: 'constructor', args: ['parent.postMessage("pwned","*")'] },
  { method: '__proto__' },
  { method: 'toggleHelp', args: [true] },
  { namespace: 'reveal-notes', type: 'connect', url: 'javascript:parent.postMessage("pwned","*")' },
  { namespace: 'reveal', eventName: 'callback', method: 'next' },
];
const HOSTILE_TEXT = [
  "<img src=x onerror=\"parent.postMessage('pwned','*')\">",
  'javascript:parent.postMessage("pwned","*")',
  'slide:start',
];

const parentPage = (frameUrl: string) => `<!doctype html>
<html><head><meta charset="utf-8"><title>Parent site</title></head>
<body><h1>A site that embeds a deck</h1>
<iframe id="deck" title="Embedded deck" src="${frameUrl}" width="800" height="600"></iframe>
<script>
  window.received = [];
  window.addEventListener('message', (event) => {
    window.received.push(typeof event.data === 'string' ? event.data : JSON.stringify(event.data));
  });
  window.send = (message) =>
    document.getElementById('deck').contentWindow.postMessage(message, '*');
</script></body></html>`;

describe('the postMessage API of an embedded deck', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let browser: LaunchedBrowser;
  let page: Page;
  let problems: string[];
  let slug: string;
  /**
   * The parent site: another origin than the deck's, served for real on the loopback interface
   * (Chromium refuses a loopback page in a frame of a site it cannot place on the local network).
   */
  let parentSite: Server;
  let parentOrigin: string;

  beforeAll(async () => {
    lectern = await startLectern();
    const owner = await signUp(lectern.url, OWNER, 'a-good-password');
    slug = (await createDeck(owner, 'Embedded talk', plainSlides(4, 'Embedded slide'))).slug;
    browser = await launchBrowser();
    page = await browser.newPage();
    problems = collectPageProblems(page);
    parentSite = createServer((request, response) => {
      const frameUrl = new URL(request.url ?? '/', 'http://parent').searchParams.get('frame') ?? '';
      response.writeHead(200, { 'content-type': 'text/html' }).end(parentPage(frameUrl));
    });
    await new Promise<void>((resolve) => parentSite.listen(0, '127.0.0.1', resolve));
    parentOrigin = `http://127.0.0.1:${(parentSite.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    parentSite?.closeAllConnections();
    await new Promise((resolve) => parentSite?.close(resolve));
    await browser?.close();
    await lectern?.stop();
  });

  const openParent = async (query: string): Promise<Frame> => {
    const frameUrl = `${lectern.url}/${OWNER}/${slug}/embed${query}`;
    await page.goto(`${parentOrigin}/?frame=${encodeURIComponent(frameUrl)}`);
    const frame = page.frameLocator('#deck');
    await frame.getByRole('heading', { name: 'Embedded slide 1' }).waitFor();
    const deckFrame = page.frames().find((candidate) => candidate.url().startsWith(lectern.url));
    if (!deckFrame) throw new Error('the deck frame did not load');
    return deckFrame;
  };
  const received = () => page.evaluate(() => (window as unknown as { received: string[] }).received);
  const send = (message: unknown) =>
    page.evaluate((text) => (window as unknown as { send(m: unknown): void }).send(text), message);

  it('lets the parent page drive the deck and hear its events', async () => {
    await openParent('?postMessage=true&postMessageEvents=true');
    await expect.poll(async () => (await received()).some((text) => text.includes('"eventName":"ready"'))).toBe(true);
    await send(JSON.stringify({ method: 'slide', args: [2, 0] }));
    const frame = page.frameLocator('#deck');
    await frame.getByRole('heading', { name: 'Embedded slide 3' }).waitFor();
    await expect
      .poll(async () => (await received()).some((text) => text.includes('"eventName":"slidechanged"')))
      .toBe(true);
    await send(JSON.stringify({ method: 'getTotalSlides' }));
    await expect
      .poll(async () => (await received()).map((text) => JSON.parse(text) as { method?: string; result?: unknown }))
      .toContainEqual({ namespace: 'reveal', eventName: 'callback', method: 'getTotalSlides', result: 4 });
    await send(JSON.stringify({ method: 'prev' }));
    await frame.getByRole('heading', { name: 'Embedded slide 2' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('runs nothing, navigates nowhere and changes nothing for hostile messages', async () => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const deckFrame = await openParent('?postMessage=true&postMessageEvents=true');
    const frameUrl = deckFrame.url();
    const frame = page.frameLocator('#deck');
    const nextArrow = frame.getByRole('button', { name: 'Next slide' });
    await nextArrow.waitFor();

    for (const message of HOSTILE_MESSAGES) await send(JSON.stringify(message));
    for (const message of HOSTILE_MESSAGES) await send(message);
    for (const text of HOSTILE_TEXT) await send(text);
    // A harmless question after them: once it is answered, every message before it was handled.
    await send(JSON.stringify({ method: 'getIndices' }));
    await expect.poll(async () => (await received()).some((text) => text.includes('"method":"getIndices"'))).toBe(true);

    const answers = await received();
    expect(answers.filter((text) => text.includes('pwned'))).toEqual([]);
    // Only the question had an answer; no hostile method did.
    expect(answers.filter((text) => text.includes('"eventName":"callback"')).length).toBe(1);
    expect(dialogs).toEqual([]);
    expect(deckFrame.url()).toBe(frameUrl);
    expect(page.url().startsWith(parentOrigin)).toBe(true);
    // The deck is as it was: its controls still shown, still on the first slide, still working.
    expect(await nextArrow.isVisible()).toBe(true);
    await frame.getByRole('heading', { name: 'Embedded slide 1' }).waitFor();
    expect(await page.evaluate(() => 'pwned' in window)).toBe(false);
    await nextArrow.click();
    await frame.getByRole('heading', { name: 'Embedded slide 2' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('does not listen at all without postMessage, even with a mixed deck in the speaker view', async () => {
    await openParent('');
    await send(JSON.stringify({ method: 'slide', args: [2, 0] }));
    await send(JSON.stringify({ method: 'getTotalSlides' }));
    const frame = page.frameLocator('#deck');
    await frame.getByRole('button', { name: 'Next slide' }).click();
    await frame.getByRole('heading', { name: 'Embedded slide 2' }).waitFor();
    expect((await received()).filter((text) => text.includes('callback'))).toEqual([]);

    // The speaker view takes no window messages either: a `javascript:` connect does nothing.
    const owner = await signUp(lectern.url, 'notes-nina', 'a-good-password');
    // A visitor's speaker view shows notes only of a deck that shares them.
    const mixed = await createDeck(owner, 'Notes deck', MIXED_DECK_MARKUP, { share_notes: true });
    const speaker = await browser.newPage();
    const speakerProblems = collectPageProblems(speaker);
    const dialogs: string[] = [];
    speaker.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await speaker.goto(`${lectern.url}/reveal/notes.html?username=notes-nina&slug=${mixed.slug}`);
    const notesUrl = speaker.url();
    await speaker
      .getByRole('region', { name: 'Current slide' })
      .getByRole('heading', { name: 'Welcome aboard' })
      .waitFor();
    await speaker.evaluate(() => {
      window.postMessage(
        JSON.stringify({ namespace: 'reveal-notes', type: 'connect', url: 'javascript:alert(1)', state: {} }),
        '*',
      );
      window.postMessage(
        JSON.stringify({ namespace: 'reveal-notes', type: 'state', notes: '<img src=x onerror=alert(1)>' }),
        '*',
      );
    });
    await speaker.getByRole('region', { name: 'Notes' }).getByText('Greet the room.').waitFor();
    expect(dialogs).toEqual([]);
    expect(speaker.url()).toBe(notesUrl);
    expect(await speaker.locator('img[src="x"]').count()).toBe(0);
    await speaker.close();
    expect(speakerProblems).toEqual([]);
  });
});
