import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Team } from '@lectern/contracts';
import { googleDomainProblem, teamNameProblem, teamSlugProblem } from '@lectern/domain';
import {
  isTeamSlugTaken,
  removeTeamLogo,
  teamHandoffUrl,
  teamQueryOptions,
  updateTeam,
  uploadTeamLogo,
} from '../api/teams';
import { ApiError } from '../api/client';
import { genericErrorMessage } from '../errors/generic-error';
import { CheckboxField, FormMessage } from '../forms/form-parts';
import { validateFields } from '../forms/form-fields';
import { createTakenMessages } from '../forms/taken-message';
import { TextField } from '../forms/text-field';
import { useField } from '../forms/use-field';
import { SelectField } from '../forms/select-field';
import { useNotify } from '../notifications/notification-context';
import { TeamScreen } from './team-screen';
import { teamTexts } from './team-texts';

/** Team settings (spec/002 §2 "team edit", §7 PUT /team): managers only; the server checks again. */
export function TeamSettings() {
  const team = useQuery(teamQueryOptions());
  return (
    <TeamScreen title={teamTexts.settingsTitle}>
      {team.isPending ? (
        <p role="status">{teamTexts.loading}</p>
      ) : team.isError ? (
        <p role="alert">{teamTexts.pageError}</p>
      ) : (
        <SettingsForm team={team.data} />
      )}
    </TeamScreen>
  );
}

function SettingsForm({ team }: { team: Team }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const form = useRef<HTMLFormElement>(null);
  const cssId = useId();
  const [taken] = useState(createTakenMessages);
  const name = useField({ initial: team.name, rule: teamNameProblem });
  const slug = useField({
    initial: team.slug,
    rule: teamSlugProblem,
    remote: async (value, signal) =>
      value !== team.slug && (await isTeamSlugTaken(value, signal)) ? taken() : undefined,
    normalize: (value) => value.toLowerCase(),
  });
  const googleDomain = useField({
    initial: team.google_domain ?? '',
    rule: (value) => (value.trim() === '' ? undefined : googleDomainProblem(value.trim())),
  });
  const fields = { name, slug, google_domain: googleDomain };
  const [defaultTheme, setDefaultTheme] = useState(team.default_theme_id ?? '');
  const [css, setCss] = useState(team.global_css_input);
  const [cssProblem, setCssProblem] = useState<string>();
  const [allowScripts, setAllowScripts] = useState(team.allow_scripts);
  const [allowPublicDecks, setAllowPublicDecks] = useState(team.allow_public_decks);
  const [newEditor, setNewEditor] = useState(team.beta_new_editor);
  const [message, setMessage] = useState<string>();

  const save = useMutation({
    mutationFn: () =>
      updateTeam({
        name: name.value.trim(),
        slug: slug.value,
        default_theme_id: defaultTheme || null,
        // The server compiles it; the output it keeps is its own.
        global_css_input: css,
        allow_scripts: allowScripts,
        allow_public_decks: allowPublicDecks,
        beta_new_editor: newEditor,
        google_domain: googleDomain.value.trim() || null,
      }),
    onSuccess: async (saved) => {
      notify({ message: teamTexts.settingsSaved, type: 'positive' });
      // A new address is a new host, whose session the hand-off starts.
      if (saved.slug !== team.slug) return window.location.assign(await teamHandoffUrl('/edit'));
      queryClient.setQueryData(teamQueryOptions().queryKey, saved);
    },
    onError: (error) => {
      const problems = error instanceof ApiError ? (error.fields ?? {}) : {};
      for (const key of Object.keys(fields) as (keyof typeof fields)[]) {
        const problem = problems[`team.${key}`]?.[0];
        if (problem) fields[key].show(problem);
      }
      setCssProblem(problems['team.global_css_input']?.[0]);
      // A problem shown under its field says it all.
      if (Object.keys(problems).length > 0) return;
      setMessage(error instanceof ApiError && error.status < 500 ? error.message : genericErrorMessage(error));
    },
  });
  const removeLogo = useMutation({
    mutationFn: removeTeamLogo,
    onSuccess: (saved) => queryClient.setQueryData(teamQueryOptions().queryKey, saved),
    onError: (error) => notify({ message: genericErrorMessage(error), type: 'negative' }),
  });

  const uploadLogo = useMutation({
    mutationFn: uploadTeamLogo,
    onSuccess: (saved) => queryClient.setQueryData(teamQueryOptions().queryKey, saved),
    onError: (error) =>
      notify({
        message: error instanceof ApiError && error.status < 500 ? error.message : genericErrorMessage(error),
        type: 'negative',
      }),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(undefined);
    setCssProblem(undefined);
    if (validateFields(event.currentTarget, fields)) save.mutate();
  };

  return (
    <form ref={form} className="team-form" noValidate onSubmit={onSubmit}>
      <TextField field={name} name="name" label={teamTexts.teamName} autoComplete="organization" />
      <TextField
        field={slug}
        name="slug"
        label={teamTexts.teamAddress}
        autoComplete="off"
        hint={`${slug.value || 'team'}.${new URL(team.root_url).host.split('.').slice(1).join('.')}`}
      />
      <fieldset className="field team-logo">
        <legend className="field__label">{teamTexts.teamLogo}</legend>
        {team.logo_url && <img className="team-logo__image" src={team.logo_url} alt={teamTexts.teamLogo} />}
        <label className="button team-logo__upload">
          {uploadLogo.isPending
            ? teamTexts.uploadingLogo
            : team.logo_url
              ? teamTexts.replaceLogo
              : teamTexts.uploadLogo}
          <input
            type="file"
            className="team-logo__input"
            accept="image/png,image/jpeg,image/gif,image/svg+xml"
            disabled={uploadLogo.isPending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) uploadLogo.mutate(file);
            }}
          />
        </label>
        {team.logo_url && (
          <button type="button" className="button" onClick={() => removeLogo.mutate()}>
            {teamTexts.removeLogo}
          </button>
        )}
      </fieldset>
      <div className="field">
        <SelectField
          look="prompt"
          name="default_theme_id"
          label={teamTexts.defaultTheme}
          value={defaultTheme}
          options={[
            { value: '', label: teamTexts.noDefaultTheme },
            ...team.themes.map((theme) => ({ value: theme.id, label: theme.name })),
          ]}
          onChange={setDefaultTheme}
        />
        <p className="field__hint">
          {teamTexts.defaultThemeHint} <Link to="/themes">{teamTexts.editThemes}</Link>
        </p>
      </div>
      <div className="field">
        <label htmlFor={cssId} className="field__label">
          {teamTexts.globalCss}
        </label>
        <textarea
          id={cssId}
          value={css}
          spellCheck={false}
          aria-invalid={cssProblem ? true : undefined}
          aria-describedby={`${cssId}-hint ${cssId}-problem`}
          onChange={(event) => setCss(event.target.value)}
        />
        <p id={`${cssId}-hint`} className="field__hint">
          {teamTexts.globalCssHint}
        </p>
        <p id={`${cssId}-problem`} className="field__problem" role="alert">
          {cssProblem}
        </p>
      </div>
      <CheckboxField label={teamTexts.allowScripts} checked={allowScripts} onChange={setAllowScripts} />
      <CheckboxField label={teamTexts.allowPublicDecks} checked={allowPublicDecks} onChange={setAllowPublicDecks} />
      <CheckboxField label={teamTexts.newEditor} checked={newEditor} onChange={setNewEditor} />
      <TextField field={googleDomain} name="google_domain" label={teamTexts.googleDomain} autoComplete="off" />
      <FormMessage message={message} />
      <div>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? teamTexts.settingsSaving : teamTexts.settingsSave}
        </button>
      </div>
    </form>
  );
}
