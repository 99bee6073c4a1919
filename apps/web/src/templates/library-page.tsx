import { useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { SlideTemplate } from '@lectern/contracts';
import { availableForTheme } from '@lectern/domain';
import type { Slide } from '@lectern/deck-format';
import {
  deleteSlideTemplate,
  SLIDE_TEMPLATES_QUERY_KEY,
  slideTemplatesQueryOptions,
  type SlideTemplateLibrary,
} from '../api/slide-templates';
import { useConfirm } from '../dialogs/confirm-dialog';
import { useNotify } from '../notifications/notification-context';
import { PagedList } from './paged-list';
import { SaveTemplateDialog } from './save-template-dialog';
import { TemplateCard, type TemplateLook } from './template-card';
import { templateSlide } from './template-slide';
import { TemplateThemesDialog } from './template-themes-dialog';
import { templateTexts } from './texts';

/**
 * The person's own templates, or their team's: newest first, a page at a time. Whoever edits the
 * library saves the editor's slide into it and deletes templates (after a confirmation); a team's
 * managers also choose the themes each is offered for, and see the ones not offered for the deck's
 * theme semi-hidden (spec/002 §6).
 */
export function LibraryPage({
  library,
  currentSlide,
  themeId,
  look,
  editor,
  onInsert,
}: {
  library: SlideTemplateLibrary;
  /** The slide shown in the editor, saved into this library by whoever edits it: asked for on saving. */
  currentSlide: () => Promise<Slide | null>;
  /** The deck's theme (null: none). */
  themeId: string | null;
  look: TemplateLook;
  /** Whether the person changes this library: always their own, a team's when they manage it. */
  editor: boolean;
  onInsert: (slide: Slide) => void;
}) {
  const query = useInfiniteQuery({
    ...slideTemplatesQueryOptions(library, themeId),
    meta: { errorMessage: templateTexts.loadFailed },
  });
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { confirm, dialog } = useConfirm();
  const [choosingThemes, setChoosingThemes] = useState<SlideTemplate | null>(null);
  // The slide being saved, once the editor said which it is.
  const [saving, setSaving] = useState<Slide | null>(null);
  const templates = query.data?.pages.flatMap((page) => page.results) ?? [];

  const remove = async (template: SlideTemplate) => {
    const confirmed = await confirm({
      title: templateTexts.confirmRemoveTitle,
      text: templateTexts.confirmRemoveText(template.label),
      confirmLabel: templateTexts.remove,
      destructive: true,
    });
    if (!confirmed) return;
    try {
      await deleteSlideTemplate(library, template.id);
      notify({ message: templateTexts.removed, type: 'positive' });
    } catch {
      notify({ message: templateTexts.removeFailed, type: 'negative' });
    }
    await queryClient.invalidateQueries({ queryKey: SLIDE_TEMPLATES_QUERY_KEY });
  };
  const insert = (template: SlideTemplate) => {
    const slide = templateSlide(template.html);
    if (slide) onInsert(slide);
  };

  return (
    <>
      {editor && (
        <div className="template-browser__save">
          <button
            type="button"
            className="button button--small button--primary"
            onClick={() => void currentSlide().then(setSaving)}
          >
            {templateTexts.saveCurrent}
          </button>
          {library === 'team' && <p className="template-browser__note">{templateTexts.teamNote}</p>}
        </div>
      )}
      <PagedList
        query={query}
        items={templates}
        label={library === 'team' ? templateTexts.pages.team : templateTexts.pages.personal}
        empty={library === 'team' ? templateTexts.teamEmpty : templateTexts.personalEmpty}
        failed={templateTexts.loadFailed}
      >
        {(template) => (
          <TemplateCard
            key={template.id}
            label={template.label}
            html={template.html}
            look={look}
            available={library === 'personal' || availableForTheme(template.theme_ids, themeId)}
            onInsert={() => insert(template)}
            actions={
              editor && (
                <>
                  {library === 'team' && (
                    <button
                      type="button"
                      className="button button--small"
                      aria-label={`${templateTexts.editThemes}: ${template.label}`}
                      onClick={() => setChoosingThemes(template)}
                    >
                      {templateTexts.editThemes}
                    </button>
                  )}
                  <button
                    type="button"
                    className="button button--small"
                    aria-label={`${templateTexts.remove}: ${template.label}`}
                    onClick={() => void remove(template)}
                  >
                    {templateTexts.remove}
                  </button>
                </>
              )
            }
          />
        )}
      </PagedList>
      {saving && <SaveTemplateDialog library={library} slide={saving} look={look} onClose={() => setSaving(null)} />}
      {choosingThemes && <TemplateThemesDialog template={choosingThemes} onClose={() => setChoosingThemes(null)} />}
      {dialog}
    </>
  );
}
