import { useState } from 'react';
import { useLaterRefreshes } from './use-later-refreshes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Team, Theme } from '@lectern/contracts';
import { THEME_FONTS } from '@lectern/deck-format';
import { createTheme, deleteTheme, themesQueryOptions, THEMES_QUERY_KEY } from '../api/themes';
import { teamQueryOptions, updateTeam } from '../api/teams';
import { useConfirm } from '../dialogs/confirm-dialog';
import { deckThemeAttributes } from '../deck-styles/theme';
import { useDocumentTitle } from '../routing/use-document-title';
import { useNotify } from '../notifications/notification-context';
import { useCurrentUser } from '../session/session-context';
import { isActiveMember, isTeamManager } from '../session/team-manager';
import { GlobalCssDialog } from './global-css-dialog';
import { ThemeEditor } from './theme-editor';
import { themeTexts } from './theme-texts';
import './themes.css';

/** The export worker draws a theme's thumbnail after a save: the list asks for it this long after (spec/002 §4, §9). */
const THUMBNAIL_REFRESHES_MS = [2_500, 5_000];

/** The theme editor page (spec/002 §2 "Theme edit"): the team's themes, for its owner and admins. */
export function ThemesScreen() {
  useDocumentTitle(themeTexts.title);
  const user = useCurrentUser();
  return (
    <section className="screen themes-screen">
      <h1 className="screen__title">{themeTexts.title}</h1>
      <p className="screen__lead">{themeTexts.lead}</p>
      {!isActiveMember(user) ? (
        <p>{themeTexts.notInTeam}</p>
      ) : !isTeamManager(user) ? (
        <p>{themeTexts.notManager}</p>
      ) : (
        <ThemesManager />
      )}
    </section>
  );
}

function ThemesManager() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { confirm, dialog } = useConfirm();
  const themes = useQuery(themesQueryOptions());
  const team = useQuery(teamQueryOptions());
  const [editing, setEditing] = useState<string | null>(null);
  const [editingCss, setEditingCss] = useState(false);

  const setTeam = (saved: Team) => queryClient.setQueryData(teamQueryOptions().queryKey, saved);
  const setTheme = (saved: Theme) =>
    queryClient.setQueryData(THEMES_QUERY_KEY, (list: Theme[] | undefined) =>
      list?.some((theme) => theme.id === saved.id)
        ? list.map((theme) => (theme.id === saved.id ? saved : theme))
        : [...(list ?? []), saved],
    );
  // A theme's name and the team's default live on the team too.
  const refreshTeam = () => queryClient.invalidateQueries({ queryKey: teamQueryOptions().queryKey });
  const refreshThumbnails = useLaterRefreshes(THUMBNAIL_REFRESHES_MS, () =>
    queryClient.invalidateQueries({ queryKey: THEMES_QUERY_KEY }),
  );

  const create = useMutation({
    mutationFn: () => createTheme(),
    onSuccess: ({ theme }) => {
      setTheme(theme);
      void refreshTeam();
      refreshThumbnails();
      setEditing(theme.id);
    },
    onError: () => notify({ message: themeTexts.createFailed, type: 'negative' }),
  });
  const remove = useMutation({
    mutationFn: (theme: Theme) => deleteTheme(theme.id),
    onSuccess: (_, theme) => {
      queryClient.setQueryData(THEMES_QUERY_KEY, (list: Theme[] | undefined) =>
        list?.filter((current) => current.id !== theme.id),
      );
      void refreshTeam();
      notify({ message: themeTexts.removed, type: 'positive' });
    },
    onError: () => notify({ message: themeTexts.removeFailed, type: 'negative' }),
  });
  const changeDefault = useMutation({
    mutationFn: (themeId: string | null) => updateTeam({ default_theme_id: themeId }),
    onSuccess: (saved) => {
      setTeam(saved);
      notify({ message: themeTexts.defaultChanged, type: 'positive' });
    },
    onError: () => notify({ message: themeTexts.defaultFailed, type: 'negative' }),
  });

  const askRemove = async (theme: Theme) => {
    const confirmed = await confirm({
      title: themeTexts.confirmRemoveTitle,
      text: themeTexts.confirmRemoveText(theme.name),
      confirmLabel: themeTexts.remove,
      destructive: true,
    });
    if (confirmed) remove.mutate(theme);
  };

  if (themes.isPending || team.isPending) return <p role="status">{themeTexts.loading}</p>;
  if (themes.isError || team.isError) return <p role="alert">{themeTexts.loadFailed}</p>;
  const editedTheme = themes.data.find((theme) => theme.id === editing);

  return (
    <>
      <div className="themes-screen__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={create.isPending}
          onClick={() => create.mutate()}
        >
          {create.isPending ? themeTexts.creating : themeTexts.newTheme}
        </button>
        <button type="button" className="button" onClick={() => setEditingCss(true)}>
          {themeTexts.globalCss}
        </button>
      </div>
      {themes.data.length === 0 ? (
        <p className="themes-screen__empty">{themeTexts.empty}</p>
      ) : (
        <ul className="theme-list" aria-label={themeTexts.listLabel}>
          {themes.data.map((theme) => {
            const isDefault = team.data.default_theme_id === theme.id;
            return (
              <li key={theme.id} className="theme-card" aria-label={theme.name}>
                {theme.thumbnail_url ? (
                  <img className="theme-card__thumbnail" src={theme.thumbnail_url} alt="" />
                ) : (
                  <div
                    className="theme-card__swatch deck-theme"
                    {...deckThemeAttributes({ theme_color: theme.color, theme_font: theme.font })}
                    aria-hidden="true"
                  />
                )}
                <div className="theme-card__text">
                  <span className="theme-card__name">{theme.name}</span>
                  <span className="theme-card__meta">
                    {THEME_FONTS[theme.font as keyof typeof THEME_FONTS]?.label ?? theme.font} · {theme.color} ·{' '}
                    {theme.width} × {theme.height}
                  </span>
                  {isDefault && <span className="theme-card__badge">{themeTexts.defaultBadge}</span>}
                </div>
                <div className="theme-card__actions">
                  <button type="button" className="button button--small" onClick={() => setEditing(theme.id)}>
                    {themeTexts.edit}
                  </button>
                  <button
                    type="button"
                    className="button button--small"
                    disabled={changeDefault.isPending}
                    onClick={() => changeDefault.mutate(isDefault ? null : theme.id)}
                  >
                    {isDefault ? themeTexts.removeDefault : themeTexts.makeDefault}
                  </button>
                  <button
                    type="button"
                    className="button button--small button--danger-text"
                    onClick={() => void askRemove(theme)}
                  >
                    {themeTexts.remove}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {editedTheme && (
        <ThemeEditor
          key={editedTheme.id}
          theme={editedTheme}
          allowScripts={team.data.allow_scripts}
          onSaved={(saved) => {
            setTheme(saved);
            void refreshTeam();
            refreshThumbnails();
          }}
          onClose={() => setEditing(null)}
        />
      )}
      {editingCss && <GlobalCssDialog team={team.data} onSaved={setTeam} onClose={() => setEditingCss(false)} />}
      {dialog}
    </>
  );
}
