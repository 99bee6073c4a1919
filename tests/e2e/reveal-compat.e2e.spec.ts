import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { startLectern } from './support/server.js';
import { openInStockReveal, serveStockReveal } from './support/stock-reveal.js';
import type { ApiSession } from './support/api-session.js';
import { createDeck, MIXED_DECK_MARKUP, plainSlides, signUp } from './present-decks.js';
import { MEDIA_DECK_MARKUP } from './media-deck.js';

const OWNER = 'compat-carla';

/** One stop of a walk through a deck: the slide's id and its indices. */
interface Stop {
  id: string | null;
  h: number;
  v: number;
}

/** Walks a deck with reveal.js's own API on the stock page: next() until the last slide. */
async function walkStock(page: Page): Promise<{ total: number; stops: Stop[] }> {
  return page.evaluate(() => {
    const reveal = (window as unknown as { Reveal: import('reveal.js').RevealApi }).Reveal;
    const stops: { id: string | null; h: number; v: number }[] = [];
    const record = () => {
      const { h, v } = reveal.getIndices();
      const last = stops.at(-1);
      if (!last || last.h !== h || last.v !== (v ?? 0))
        stops.push({ id: reveal.getCurrentSlide().getAttribute('data-id'), h, v: v ?? 0 });
    };
    reveal.slide(0, 0);
    record();
    for (let step = 0; step < 500 && !(reveal.isLastSlide() && !reveal.availableFragments().next); step += 1) {
      reveal.next();
      record();
    }
    return { total: reveal.getTotalSlides(), stops };
  });
}

/**
 * Walks Lectern's fullscreen view the way a parent page would: through its postMessage API
 * (`next`, `getIndices`, `getTotalSlides`), reading the shown slide's id from the page.
 */
async function walkLectern(page: Page): Promise<{ total: number; stops: Stop[] }> {
  return page.evaluate(async () => {
    const ask = (method: string, args: unknown[] = []) =>
      new Promise<unknown>((resolve) => {
        const onAnswer = (event: MessageEvent) => {
          if (typeof event.data !== 'string') return;
          const answer = JSON.parse(event.data) as { eventName?: string; method?: string; result?: unknown };
          if (answer.eventName !== 'callback' || answer.method !== method) return;
          window.removeEventListener('message', onAnswer);
          resolve(answer.result);
        };
        window.addEventListener('message', onAnswer);
        window.postMessage(JSON.stringify({ method, args }), window.location.origin);
      });
    const tell = async (method: string, args: unknown[] = []) => {
      window.postMessage(JSON.stringify({ method, args }), window.location.origin);
      // A command has no answer; asking something after it waits until it was handled.
      await ask('getIndices');
    };
    const shownId = () => {
      const shown = [...document.querySelectorAll('.reveal .slides section.present')].filter(
        (section) => !section.classList.contains('stack'),
      );
      return shown.at(-1)?.getAttribute('data-id') ?? null;
    };
    const stops: { id: string | null; h: number; v: number }[] = [];
    const record = async () => {
      const { h, v } = (await ask('getIndices')) as { h: number; v: number };
      const last = stops.at(-1);
      if (!last || last.h !== h || last.v !== v) stops.push({ id: shownId(), h, v });
    };
    await tell('slide', [0, 0]);
    await record();
    for (let step = 0; step < 500; step += 1) {
      const routes = (await ask('availableRoutes')) as Record<string, boolean>;
      const fragments = (await ask('availableFragments')) as { next: boolean };
      if ((await ask('isLastSlide')) === true && !fragments.next && !routes.down) break;
      await tell('next');
      await record();
    }
    return { total: (await ask('getTotalSlides')) as number, stops };
  });
}

describe('every deck Lectern saves presents in stock reveal.js', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let browser: LaunchedBrowser;
  let owner: ApiSession;

  beforeAll(async () => {
    lectern = await startLectern();
    owner = await signUp(lectern.url, OWNER, 'a-good-password');
    browser = await launchBrowser();
    await serveStockReveal(browser.context);
  });

  afterAll(async () => {
    await browser?.close();
    await lectern?.stop();
  });

  it.each([
    ['mixed: fragments, a hidden slide, a vertical stack, blocks and notes', MIXED_DECK_MARKUP],
    ['plain: horizontal slides', plainSlides(4, 'Plain')],
    ['iframe, video and audio blocks, ordered fragments and an auto-animate pair', MEDIA_DECK_MARKUP],
    [
      'table, code with highlight steps, and math blocks',
      plainSlides(1, 'Before') +
        '<section data-id="rich"><div class="sl-block" data-block-type="table" data-block-id="t" style="left:0px;top:0px;width:400px;height:100px"><div class="sl-block-content"><table><colgroup><col style="width:50%" /><col style="width:50%" /></colgroup><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table></div></div>' +
        '<div class="sl-block" data-block-type="code" data-block-id="c" style="left:0px;top:120px;width:400px;height:200px"><div class="sl-block-content"><pre><code class="language-javascript" data-line-numbers="1|2-3|4">let a = 1;\nlet b = 2;\nlet c = a &lt; b;\nreturn c;</code></pre></div></div>' +
        '<div class="sl-block" data-block-type="math" data-block-id="m" style="left:0px;top:340px;width:400px;height:100px"><div class="sl-block-content">\\[\\frac{a}{b}\\]</div></div></section>' +
        plainSlides(1, 'After').replace('p1', 'p2'),
    ],
    [
      'stacks only',
      '<section><section data-id="a1"><h2>A1</h2></section><section data-id="a2"><h2>A2</h2></section></section>' +
        '<section><section data-id="b1"><h2>B1</h2></section><section data-id="b2"><h2>B2</h2></section><section data-id="b3"><h2>B3</h2></section></section>',
    ],
  ])('%s', async (title, markup) => {
    const deck = await createDeck(owner, title.slice(0, 40), markup);
    const saved = (await (await owner.call('GET', `/api/v1/decks/${deck.id}/data`)).json()) as { data: string };

    const stock = await openInStockReveal(browser.context, saved.data);
    const expected = await walkStock(stock);
    await stock.close();

    const lecternPage = await browser.newPage();
    await lecternPage.goto(`${lectern.url}/${OWNER}/${deck.slug}/fullscreen?postMessage=true`);
    await lecternPage.locator('.lectern-deck-host[data-ready="true"]').waitFor();
    const actual = await walkLectern(lecternPage);
    await lecternPage.close();

    expect(expected.stops.length).toBeGreaterThan(1);
    expect(actual).toEqual(expected);
  });
});
