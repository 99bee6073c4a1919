import { describe, expect, it } from 'vitest';
import { MARKUP_MAX_DEPTH } from '@lectern/deck-format';
import { ConflictError, ValidationError } from '../errors.js';
import { decideDeckContent } from './content.js';

const save = (markup: string, basedOn: number, keepsMedia?: (id: string) => boolean) => ({
  type: 'SaveDeckContent' as const,
  data: { markup, basedOn, savedAt: '2026-11-23T00:00:00.000Z', restoredFrom: null, keepsMedia },
});

describe('deck content decider', () => {
  it('saves cleaned markup on the version it was based on', () => {
    const [event] = decideDeckContent(save('<section>A<script>x</script></section>', 2), { version: 2 });
    expect(event).toMatchObject({
      type: 'DeckContentSaved',
      data: { data: '<section>A</section>', restoredFrom: null, slideCount: 1 },
    });
  });

  it('refuses a stale save before reading its markup, however hostile', () => {
    const hostile = '<section>' + '<div>'.repeat(100_000);
    expect(() => decideDeckContent(save(hostile, 1), { version: 2 })).toThrow(ConflictError);
  });

  it('refuses markup nested past the limit with a field message, without building a tree', () => {
    const poison = '<section>' + '<div>'.repeat(3000) + '</div>'.repeat(3000) + '</section>';
    expect(() => decideDeckContent(save(poison, 0), { version: 0 })).toThrow(ValidationError);
    try {
      decideDeckContent(save(poison, 0), { version: 0 });
    } catch (error) {
      expect((error as ValidationError).fields['deck.data']![0]).toContain(String(MARKUP_MAX_DEPTH));
    }
  });

  it('takes markup cleaned elsewhere as it was cleaned, or refuses it with its limit problem', () => {
    const [event] = decideDeckContent(
      {
        ...save('<section>raw</section>', 1),
        data: { ...save('', 1).data, cleaned: { data: '<section>clean</section>', slides: 1 } },
      },
      { version: 1 },
    );
    expect(event!.data.data).toBe('<section>clean</section>');
    expect(() =>
      decideDeckContent(
        { ...save('x', 1), data: { ...save('x', 1).data, cleaned: { problem: 'too deep' } } },
        { version: 1 },
      ),
    ).toThrow(ValidationError);
    // A stale save is refused before anything cleaned is looked at.
    expect(() =>
      decideDeckContent(
        { ...save('x', 0), data: { ...save('x', 0).data, cleaned: { problem: 'too deep' } } },
        { version: 1 },
      ),
    ).toThrow(ConflictError);
  });

  it("drops references to media the deck's owner does not own", () => {
    const mine = '11111111-1111-1111-1111-111111111111';
    const theirs = '22222222-2222-2222-2222-222222222222';
    const markup = `<section><img src="/media-files/${mine}/original"><img src="/media-files/${theirs}/original"><a href="/media-files/${theirs}/original">x</a></section>`;
    const [event] = decideDeckContent(
      save(markup, 0, (id) => id === mine),
      { version: 0 },
    );
    expect(event!.data.data).toContain(mine);
    expect(event!.data.data).not.toContain(theirs);
  });
});
