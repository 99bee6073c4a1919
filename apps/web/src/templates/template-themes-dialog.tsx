import { useId, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SlideTemplate } from '@lectern/contracts';
import { changeThemeTemplates, SLIDE_TEMPLATES_QUERY_KEY } from '../api/slide-templates';
import { THEMES_QUERY_KEY, themesQueryOptions } from '../api/themes';
import { PromptActions } from '../dialogs/prompt-actions';
import { PromptDialog } from '../dialogs/prompt-dialog';
import { genericErrorMessage } from '../errors/generic-error';
import { useNotify } from '../notifications/notification-context';
import { templateTexts } from './texts';

/**
 * The themes a team template is offered for (spec/002 §6): the team's themes to tick; none ticked
 * offers it for all of them. Saving adds it to the newly ticked themes and takes it from the others.
 */
export function TemplateThemesDialog({ template, onClose }: { template: SlideTemplate; onClose: () => void }) {
  const themes = useQuery(themesQueryOptions());
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(template.theme_ids));
  const [busy, setBusy] = useState(false);
  const hintId = useId();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const added = [...chosen].filter((id) => !template.theme_ids.includes(id));
    const removed = template.theme_ids.filter((id) => !chosen.has(id));
    setBusy(true);
    try {
      for (const id of added) await changeThemeTemplates(id, [template.id], 'add');
      for (const id of removed) await changeThemeTemplates(id, [template.id], 'remove');
      notify({ message: templateTexts.themesChanged, type: 'positive' });
      onClose();
    } catch (error) {
      // spec/002 §8: a template theme change failure shows the generic error.
      notify({ message: genericErrorMessage(error), type: 'negative' });
      setBusy(false);
    }
    await queryClient.invalidateQueries({ queryKey: SLIDE_TEMPLATES_QUERY_KEY });
    await queryClient.invalidateQueries({ queryKey: THEMES_QUERY_KEY });
  };

  const toggle = (id: string, on: boolean) =>
    setChosen((was) => {
      const next = new Set(was);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <PromptDialog title={templateTexts.themesTitle(template.label)} className="template-themes" onDismiss={onClose}>
      <form className="prompt-dialog__form" onSubmit={(event) => void save(event)}>
        {themes.isPending ? (
          <p role="status">{templateTexts.loading}</p>
        ) : themes.isError ? (
          <p role="alert">{templateTexts.loadFailed}</p>
        ) : themes.data.length === 0 ? (
          <p>{templateTexts.noThemes}</p>
        ) : (
          <fieldset className="prompt-fieldset template-themes__list" aria-describedby={hintId}>
            <legend className="visually-hidden">{templateTexts.editThemes}</legend>
            {themes.data.map((theme) => (
              <label key={theme.id} className="template-themes__theme">
                <input
                  type="checkbox"
                  checked={chosen.has(theme.id)}
                  onChange={(event) => toggle(theme.id, event.target.checked)}
                />
                {theme.name}
              </label>
            ))}
          </fieldset>
        )}
        <p id={hintId} className="field__hint">
          {templateTexts.themesHint}
        </p>
        <PromptActions busy={busy} onCancel={onClose} />
      </form>
    </PromptDialog>
  );
}
