import { describe, expect, it } from 'vitest';
import { parse } from '@lectern/deck-format';
import { cleanDeckMarkup } from '@lectern/deck-format/sanitize';
import { DEFAULT_TEMPLATES, defaultTemplateHtml, defaultTemplateSlide } from './default-templates';

describe('the default slide templates', () => {
  it('are the seven of the spec, each with its own id', () => {
    expect(DEFAULT_TEMPLATES.map((template) => template.label)).toEqual([
      'Title',
      'Title and text',
      'Two columns',
      'Image and text',
      'Quote',
      'Section divider',
      'Closing',
    ]);
    expect(new Set(DEFAULT_TEMPLATES.map((template) => template.id)).size).toBe(7);
  });

  it('are each one slide that a save keeps exactly as it is, and that reads back as it was made', () => {
    for (const template of DEFAULT_TEMPLATES) {
      const html = defaultTemplateHtml(template, { width: 960, height: 700 });
      expect(cleanDeckMarkup(html), template.label).toEqual({ data: html, slides: 1 });
      const { stacks } = parse(html);
      expect(stacks, template.label).toHaveLength(1);
      expect(stacks[0]!.slides[0], template.label).toEqual(defaultTemplateSlide(template, { width: 960, height: 700 }));
    }
  });

  it('name no colour or font of their own, so the deck theme draws them', () => {
    for (const template of DEFAULT_TEMPLATES)
      expect(defaultTemplateHtml(template, { width: 960, height: 700 })).not.toMatch(
        /color:|font-family|#[0-9a-f]{3}/i,
      );
  });

  it('are placed on the slide of the deck they go into, inside it', () => {
    for (const size of [
      { width: 960, height: 700 },
      { width: 1280, height: 720 },
      { width: 600, height: 800 },
    ])
      for (const template of DEFAULT_TEMPLATES)
        for (const block of defaultTemplateSlide(template, size).blocks) {
          expect(block.x + block.width, template.label).toBeLessThanOrEqual(size.width);
          expect(block.y, template.label).toBeLessThan(size.height);
        }
    const wide = defaultTemplateSlide(DEFAULT_TEMPLATES[0]!, { width: 1280, height: 720 });
    expect(wide.blocks[0]).toMatchObject({ x: 128, width: 1024 });
  });
});
