import { describe, expect, it } from 'vitest';
import { parse } from './parse.js';
import { sanitizeDeckMarkup } from './sanitize.js';
import { serialize } from './serialize.js';
import { withoutSpeakerNotes } from './speaker-notes.js';

describe('withoutSpeakerNotes', () => {
  it('removes the notes the editor writes and keeps everything else byte for byte', () => {
    const markup =
      '<section data-id="a"><div class="sl-block"><p>Hello &lt;aside class="notes"&gt;</p></div><aside class="notes">Say hi &amp; wave</aside></section>' +
      '<section data-id="b"><aside class="sidebar">Kept</aside></section>';
    expect(withoutSpeakerNotes(markup)).toBe(
      '<section data-id="a"><div class="sl-block"><p>Hello &lt;aside class="notes"&gt;</p></div></section>' +
        '<section data-id="b"><aside class="sidebar">Kept</aside></section>',
    );
    expect(parse(withoutSpeakerNotes(markup)).stacks.map((stack) => stack.slides[0]!.notes)).toEqual([null, null]);
  });

  it('removes notes with markup and asides inside, notes among other classes, and data-notes attributes', () => {
    const markup = sanitizeDeckMarkup(
      '<section data-notes="Secret one" data-id="a"><p data-notes="x">Text data-notes="stays"</p>' +
        '<aside class="big notes"><p>Secret <aside>two</aside> <em>three</em></p></aside>After</section>',
    );
    const cleaned = withoutSpeakerNotes(markup);
    expect(cleaned).not.toMatch(/Secret|two|three/);
    expect(cleaned).toContain('Text data-notes="stays"');
    expect(cleaned).toContain('After</section>');
    expect(cleaned).not.toMatch(/<[^>]*data-notes/);
  });

  it('drops the rest of markup whose notes never close, and leaves markup without notes alone', () => {
    expect(withoutSpeakerNotes('<section><p>a</p><aside class="notes">secret</section>')).toBe('<section><p>a</p>');
    const plain = serialize(parse('<section data-id="x"><p>Plain</p></section>'));
    expect(withoutSpeakerNotes(plain)).toBe(plain);
  });
});
