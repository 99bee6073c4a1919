import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { deckSlugProblem, deckTitleProblem, scriptUrlProblem } from '@lectern/domain';
import { saveDeck } from '../api/decks';
import type { Deck } from '@lectern/contracts';
import { FormMessage } from '../forms/form-parts';
import { useField } from '../forms/use-field';
import { planPrivileges } from '@lectern/domain';
import { heldPlanOf, isActiveMember } from '../session/team-manager';
import { themesQueryOptions } from '../api/themes';
import { useCurrentUser } from '../session/session-context';
import { BehaviourSection } from './behaviour-section';
import { CustomCssSection } from './custom-css-section';
import { FontsSection } from './fonts-section';
import { CustomFontsPrompt } from './fonts/custom-fonts-prompt';
import { GeneralSection } from './general-section';
import { VisibilityPrompt } from '../decks';
import { PromptDialog } from '../dialogs/prompt-dialog';
import { PromptActions } from '../dialogs/prompt-actions';
import { firstWithProblem, saveFailure, type CheckedField, type FieldProblems } from './save-failure';
import { ScriptsSection } from './scripts-section';
import type { SetValue } from './section-props';
import { changesFrom, hasChanges, valuesFromDeck, valuesWithTheme, type SettingsValues } from './settings-values';
import { TeamThemesField } from './team-themes-field';
import { SettingsTabs } from '../ui/settings-tabs';
import { SizeSection } from './size-section';
import { ThemeSection } from './theme-section';
import { TimeLimitSection } from './time-limit-section';
import { TransitionsSection } from './transitions-section';
import { useDiscardGuard } from '../dialogs/use-discard-guard';
import './deck-settings.css';

/** The tab a field the server may point at is on. */
const tabOf = (field: CheckedField) =>
  field.startsWith('script_urls.') ? 'scripts' : field === 'css_input' ? 'css' : 'general';

/**
 * The deck settings (spec/000 §3, §5; spec/001 §2, §5): general, size, theme, transitions,
 * behaviour, time limit, custom fonts, custom CSS and scripts. Title, slug and script URLs are
 * checked as the person types or leaves them; Save sends what changed (PUT /decks/:id), then hands
 * the answered deck to `onSaved` and closes. Escape, a click outside or Cancel ask before dropping
 * unsaved changes. Custom fonts are loaded in a prompt of their own, saved on their own.
 */
export function DeckSettingsDialog({
  deck,
  onClose,
  onSaved,
}: {
  deck: Deck;
  onClose(): void;
  onSaved(deck: Deck): void;
}) {
  const queryClient = useQueryClient();
  const idPrefix = useId();
  const form = useRef<HTMLFormElement>(null);
  const title = useField({ initial: deck.title, rule: deckTitleProblem });
  const slug = useField({ initial: deck.slug, rule: deckSlugProblem });
  const [values, setValues] = useState<SettingsValues>(() => valuesFromDeck(deck));
  const [tab, setTab] = useState('general');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string>();
  const [visibility, setVisibility] = useState(deck.visibility);
  const [visibilityOpen, setVisibilityOpen] = useState(false);
  const [fontsOpen, setFontsOpen] = useState(false);
  const [problems, setProblems] = useState<FieldProblems>({});
  const user = useCurrentUser();
  const teamThemes = useQuery({ ...themesQueryOptions(), enabled: isActiveMember(user) }).data ?? [];
  const customCssAllowed = user !== null && planPrivileges.customCss.includes(heldPlanOf(user));
  const set: SetValue = (key, value) => {
    // A colour or font of one's own is no longer the team theme's look (spec/002 §4 "Custom").
    const custom = key === 'theme_color' || key === 'theme_font' ? { theme_id: null } : {};
    setValues((current) => ({ ...current, [key]: value, ...custom }));
    // A row added or taken away moves the others: their problems are checked again on save.
    if (key === 'script_urls' && (value as string[]).length !== values.script_urls.length)
      setProblems(({ title, slug, css_input }) => ({ title, slug, css_input }));
  };
  /** The problem of each filled script URL row (spec/001 §5). */
  const scriptProblems = (rows: readonly string[]): FieldProblems =>
    Object.fromEntries(
      rows.flatMap((url, index) => {
        const problem = url.trim() === '' ? undefined : scriptUrlProblem(url);
        return problem ? [[`script_urls.${index}`, problem]] : [];
      }),
    );
  const checkScriptRow = (index: number) =>
    setProblems((current) => {
      const row = `script_urls.${index}` as const;
      return { ...current, [row]: scriptProblems(values.script_urls)[row] };
    });

  const changes = changesFrom(deck, title.value, slug.value, values);
  const dirty = hasChanges(changes);

  const guard = useDiscardGuard(dirty, onClose);

  /** Shows the tab of a field and puts the focus on it. */
  const focusField = (name: CheckedField) => {
    flushSync(() => setTab(tabOf(name)));
    const element = form.current?.elements.namedItem(name);
    if (element instanceof HTMLElement) element.focus();
  };

  const save = async () => {
    const scripts = deck.can_use_scripts ? scriptProblems(values.script_urls) : {};
    const invalid = firstWithProblem({ title: title.validate(), slug: slug.validate(), ...scripts });
    if (invalid) {
      setProblems(scripts);
      return focusField(invalid);
    }
    if (!dirty) return onClose();
    setBusy(true);
    setMessage(undefined);
    setProblems({});
    try {
      const saved = await saveDeck(queryClient, deck.id, changes);
      onSaved(saved);
      onClose();
    } catch (error) {
      const failure = saveFailure(error);
      if (failure.fields.title) title.show(failure.fields.title);
      if (failure.fields.slug) slug.show(failure.fields.slug);
      setProblems(failure.fields);
      setMessage(failure.message);
      const first = firstWithProblem(failure.fields);
      if (first) focusField(first);
      setBusy(false);
    }
  };

  const section = { values, set };
  const tabs = [
    {
      id: 'general',
      label: 'General',
      panel: (
        <GeneralSection
          {...section}
          title={title}
          slug={slug}
          username={deck.user.username}
          visibility={visibility}
          onChangeVisibility={() => setVisibilityOpen(true)}
        />
      ),
    },
    { id: 'size', label: 'Size', panel: <SizeSection {...section} /> },
    {
      id: 'theme',
      label: 'Theme',
      panel: (
        <>
          {teamThemes.length > 0 && (
            <TeamThemesField
              themes={teamThemes}
              chosen={values.theme_id}
              onChoose={(theme) => setValues((current) => valuesWithTheme(current, theme))}
            />
          )}
          <ThemeSection {...section} />
        </>
      ),
    },
    { id: 'transitions', label: 'Transitions', panel: <TransitionsSection {...section} /> },
    { id: 'behaviour', label: 'Behaviour', panel: <BehaviourSection {...section} /> },
    { id: 'time-limit', label: 'Time limit', panel: <TimeLimitSection {...section} /> },
    { id: 'fonts', label: 'Fonts', panel: <FontsSection deck={deck} onLoadFonts={() => setFontsOpen(true)} /> },
    {
      id: 'css',
      label: 'Custom CSS',
      panel: <CustomCssSection {...section} allowed={customCssAllowed} problem={problems.css_input} />,
    },
    {
      id: 'scripts',
      label: 'Scripts',
      panel: (
        <ScriptsSection {...section} allowed={deck.can_use_scripts} problems={problems} onCheck={checkScriptRow} />
      ),
    },
  ];

  return (
    <>
      <PromptDialog
        title="Deck settings"
        className="deck-settings"
        onDismiss={() => !busy && void guard.requestClose()}
      >
        <form
          ref={form}
          className="prompt-dialog__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) void save();
          }}
        >
          <SettingsTabs idPrefix={idPrefix} tabs={tabs} selected={tab} onSelect={setTab} />
          <FormMessage message={message} />
          <PromptActions busy={busy} onCancel={() => void guard.requestClose()} />
        </form>
      </PromptDialog>
      {guard.confirmDialog}
      {fontsOpen && <CustomFontsPrompt deck={deck} onSaved={onSaved} onClose={() => setFontsOpen(false)} />}
      {visibilityOpen && (
        <VisibilityPrompt
          deck={{ ...deck, visibility }}
          onChanged={(changed) => {
            setVisibility(changed.visibility);
            onSaved(changed);
          }}
          onClose={() => setVisibilityOpen(false)}
        />
      )}
    </>
  );
}
