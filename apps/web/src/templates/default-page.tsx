import { useMemo } from 'react';
import type { Slide } from '@lectern/deck-format';
import { TemplateCard, type TemplateLook } from './template-card';
import { DEFAULT_TEMPLATES, defaultTemplateHtml, defaultTemplateSlide } from './default-templates';
import { templateTexts } from './texts';

/** The seven default templates, laid out on the deck's slide size and drawn in its theme. */
export function DefaultPage({ look, onInsert }: { look: TemplateLook; onInsert: (slide: Slide) => void }) {
  const { width, height } = look;
  const templates = useMemo(
    () => DEFAULT_TEMPLATES.map((template) => ({ template, html: defaultTemplateHtml(template, { width, height }) })),
    [width, height],
  );
  return (
    <ul className="template-list" aria-label={templateTexts.pages.default}>
      {templates.map(({ template, html }) => (
        <TemplateCard
          key={template.id}
          label={template.label}
          html={html}
          look={look}
          onInsert={() => onInsert(defaultTemplateSlide(template, { width, height }))}
        />
      ))}
    </ul>
  );
}
