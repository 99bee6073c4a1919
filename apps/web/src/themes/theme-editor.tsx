import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { Theme } from '@lectern/contracts';
import { THEME_CSS_MAX_LENGTH, THEME_HTML_MAX_LENGTH, THEME_JS_MAX_LENGTH } from '@lectern/domain';
import { saveTheme } from '../api/themes';
import { ApiError } from '../api/client';
import { CodeField } from '../forms/code-field';
import { PromptDialog } from '../dialogs/prompt-dialog';
import { SettingsTabs } from '../ui/settings-tabs';
import { useNotify } from '../notifications/notification-context';
import { PaletteTab } from './palette-tab';
import { SnippetsTab } from './snippets-tab';
import { draftFromTheme, hasThemeChanges, themeChanges, type ThemeDraft } from './theme-draft';
import { ThemePreview } from './theme-preview';
import { ThemeSettingsTab } from './theme-settings-tab';
import { themeTexts } from './theme-texts';
import { UnsavedThemeDialog, type UnsavedAnswer } from './unsaved-theme-dialog';

type TabId = keyof typeof themeTexts.tabs;
type Problems = Partial<Record<'name' | 'less' | 'html' | 'js' | 'snippets' | 'palette', string>>;

/** Each field a refusal may name, the code first, with the tab that shows it. */
const TAB_OF_FIELD: readonly [keyof Problems, TabId][] = [
  ['less', 'css'],
  ['html', 'html'],
  ['js', 'js'],
  ['snippets', 'snippets'],
  ['palette', 'palette'],
  ['name', 'settings'],
];

/** The tab showing the first field a refusal names. */
const tabOfProblem = (problems: Problems): TabId | undefined => TAB_OF_FIELD.find(([field]) => problems[field])?.[1];

/** The field problems of a refused save, by theme field (`theme.snippets.0.template` counts for snippets). */
function problemsOf(error: unknown): Problems {
  const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
  const problems: Problems = {};
  for (const [path, messages] of Object.entries(fields)) {
    const field = path.split('.')[1] as keyof Problems | undefined;
    if (field && messages[0] && !problems[field]) problems[field] = messages[0];
  }
  return problems;
}

/**
 * The theme editor (spec/002 §2, §4): tabs Settings, CSS, HTML, JS (when the team allows
 * scripts), Palette and Snippets beside a preview. Ctrl or Cmd + S saves; Escape, a click outside
 * or Close ask Cancel, Discard or Save when something is unsaved, and leaving the page warns.
 */
export function ThemeEditor({
  theme,
  allowScripts,
  onSaved,
  onClose,
}: {
  theme: Theme;
  allowScripts: boolean;
  onSaved: (theme: Theme) => void;
  onClose: () => void;
}) {
  const idPrefix = useId();
  const notify = useNotify();
  const [saved, setSaved] = useState(theme);
  const [draft, setDraft] = useState(() => draftFromTheme(theme));
  const [tab, setTab] = useState<TabId>('settings');
  const [problems, setProblems] = useState<Problems>({});
  const [asking, setAsking] = useState(false);
  const dirty = hasThemeChanges(saved, draft);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const set = <K extends keyof ThemeDraft>(key: K, value: ThemeDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const save = useMutation({
    mutationFn: (sent: ThemeDraft) => saveTheme(saved.id, themeChanges(saved, sent)),
    onSuccess: ({ theme: answered, sanitize_messages }, sent) => {
      setSaved(answered);
      // What was typed while the save was under way stays in the draft.
      setDraft((current) => (current === sent ? draftFromTheme(answered) : current));
      setProblems({});
      onSaved(answered);
      notify({ message: themeTexts.saved, type: 'positive' });
      for (const message of sanitize_messages ?? []) notify({ message, type: 'negative' });
    },
    onError: (error) => {
      const found = problemsOf(error);
      setProblems(found);
      const showing = tabOfProblem(found);
      if (showing) setTab(showing);
      const message = found.less
        ? themeTexts.cssErrors
        : error instanceof ApiError && error.status === 404
          ? themeTexts.notFound
          : themeTexts.saveFailed;
      notify({ message, type: 'negative' });
    },
  });

  const saveNow = (then?: () => void) => {
    if (save.isPending) return;
    if (!dirty) return then?.();
    save.mutate(draft, { onSuccess: () => then?.() });
  };
  const requestClose = () => (dirty ? setAsking(true) : onClose());
  const answer = (choice: UnsavedAnswer) => {
    setAsking(false);
    if (choice === 'discard') onClose();
    if (choice === 'save') saveNow(onClose);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      saveNow();
    }
  };

  const codeTab = (id: 'css' | 'html' | 'js', field: 'less' | 'html' | 'js', max: number, hint: string) => ({
    id,
    label: themeTexts.tabs[id],
    panel: (
      <CodeField
        name={field}
        label={themeTexts.tabs[id]}
        hint={hint}
        value={draft[field]}
        max={max}
        rows={16}
        problem={problems[field]}
        onChange={(value) => set(field, value)}
      />
    ),
  });
  const tabs = [
    { id: 'settings', label: themeTexts.tabs.settings, panel: <ThemeSettingsTab draft={draft} set={set} /> },
    codeTab('css', 'less', THEME_CSS_MAX_LENGTH, themeTexts.cssHint),
    codeTab('html', 'html', THEME_HTML_MAX_LENGTH, themeTexts.htmlHint),
    ...(allowScripts ? [codeTab('js', 'js', THEME_JS_MAX_LENGTH, themeTexts.jsHint)] : []),
    {
      id: 'palette',
      label: themeTexts.tabs.palette,
      panel: <PaletteTab palette={draft.palette} onChange={(palette) => set('palette', palette)} />,
    },
    {
      id: 'snippets',
      label: themeTexts.tabs.snippets,
      panel: <SnippetsTab snippets={draft.snippets} onChange={(snippets) => set('snippets', snippets)} />,
    },
  ];

  return (
    <PromptDialog title={themeTexts.editorTitle(saved.name)} className="theme-editor" onDismiss={requestClose}>
      <form
        className="theme-editor__form"
        noValidate
        onKeyDown={onKeyDown}
        onSubmit={(event) => {
          event.preventDefault();
          saveNow();
        }}
      >
        <div className="theme-editor__main">
          <SettingsTabs idPrefix={idPrefix} tabs={tabs} selected={tab} onSelect={(id) => setTab(id as TabId)} />
          <ThemePreview draft={draft} saved={saved} allowScripts={allowScripts} />
        </div>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={requestClose}>
            {themeTexts.close}
          </button>
          <button type="submit" className="button button--primary" disabled={save.isPending || !dirty}>
            {save.isPending ? themeTexts.saving : themeTexts.save}
          </button>
        </div>
      </form>
      {asking && <UnsavedThemeDialog onAnswer={answer} />}
    </PromptDialog>
  );
}
