import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { serializeSlide, type Slide } from '@lectern/deck-format';
import { SLIDE_TEMPLATE_LABEL_MAX_LENGTH } from '@lectern/domain';
import { ApiError } from '../api/client';
import { createSlideTemplate, SLIDE_TEMPLATES_QUERY_KEY, type SlideTemplateLibrary } from '../api/slide-templates';
import { SlideStill } from '../deck-styles/slide-still';
import { PromptActions } from '../dialogs/prompt-actions';
import { PromptDialog } from '../dialogs/prompt-dialog';
import { FormMessage } from '../forms/form-parts';
import { useNotify } from '../notifications/notification-context';
import type { TemplateLook } from './template-card';
import { templateTexts } from './texts';

/** The slide's first words, a name to start from. */
function firstText(slide: Slide): string {
  const block = slide.blocks.find((candidate) => candidate.type === 'text');
  if (!block || block.type !== 'text') return '';
  const parsed = new DOMParser().parseFromString(block.html, 'text/html');
  return (parsed.body.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, SLIDE_TEMPLATE_LABEL_MAX_LENGTH);
}

/**
 * Saves the editor's slide as a template of `library` (spec/002 §3, §5, §8): one's own, or the
 * team's. The server cleans it as a save does; the first thing it removed is shown as a negative
 * notice after 'Template saved!'.
 */
export function SaveTemplateDialog({
  library,
  slide,
  look,
  onClose,
}: {
  library: SlideTemplateLibrary;
  slide: Slide;
  look: TemplateLook;
  onClose: () => void;
}) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const labelId = useId();
  const [label, setLabel] = useState(() => firstText(slide));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const html = serializeSlide(slide);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      const saved = await createSlideTemplate(library, { label, html });
      notify({ message: templateTexts.saved, type: 'positive' });
      const [removed] = saved.sanitize_messages ?? [];
      if (removed) notify({ message: removed, type: 'negative' });
      await queryClient.invalidateQueries({ queryKey: SLIDE_TEMPLATES_QUERY_KEY });
      onClose();
    } catch (error) {
      const [first] = error instanceof ApiError ? Object.values(error.fields ?? {}).flat() : [];
      setProblem(first ?? templateTexts.saveFailed);
      setBusy(false);
    }
  };

  return (
    <PromptDialog
      title={library === 'team' ? templateTexts.saveTeamTitle : templateTexts.saveTitle}
      className="save-template"
      onDismiss={onClose}
    >
      <form className="prompt-dialog__form" onSubmit={(event) => void save(event)}>
        <div className="save-template__preview">
          <SlideStill markup={html} width={look.width} height={look.height} theme={look} themeHtml={look.theme_html} />
        </div>
        <div className="field">
          <label htmlFor={labelId} className="field__label">
            {templateTexts.label}
          </label>
          <input
            id={labelId}
            className="field__input"
            value={label}
            placeholder={templateTexts.labelPlaceholder}
            maxLength={SLIDE_TEMPLATE_LABEL_MAX_LENGTH}
            autoFocus
            onChange={(event) => setLabel(event.target.value)}
          />
        </div>
        {library === 'team' && <p className="field__hint">{templateTexts.teamNote}</p>}
        <FormMessage message={problem} />
        <PromptActions busy={busy} onCancel={onClose} />
      </form>
    </PromptDialog>
  );
}
