import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { teamQueryOptions, updateTeam } from '../api/teams';
import { localFlag } from '../app/local-flag';
import { genericErrorMessage } from '../errors/generic-error';
import { useNotify } from '../notifications/notification-context';
import { useCurrentUser } from '../session/session-context';
import { isTeamManager } from '../session/team-manager';
import { teamTexts } from './team-texts';
import './new-editor-announcement.css';

const dismissed = localFlag('lectern.new-editor-announcement');

/**
 * The new-editor announcement (spec/000 §2, spec/002 §6): only for the managers of a team whose
 * `beta_new_editor` is off. Turning the editor on for the team ends it for every manager;
 * dismissing it ends it for good in this browser.
 */
export function NewEditorAnnouncement() {
  const user = useCurrentUser();
  const manager = isTeamManager(user);
  const team = useQuery({ ...teamQueryOptions(), enabled: manager });
  const queryClient = useQueryClient();
  const notify = useNotify();
  const titleId = useId();
  const [gone, setGone] = useState(dismissed.isSet);
  const turnOn = useMutation({
    mutationFn: () => updateTeam({ beta_new_editor: true }),
    onSuccess: (saved) => {
      queryClient.setQueryData(teamQueryOptions().queryKey, saved);
      notify({ type: 'positive', message: teamTexts.newEditorOn });
    },
    onError: (error) => notify({ type: 'negative', message: genericErrorMessage(error) }),
  });

  if (!manager || gone || !team.data || team.data.beta_new_editor) return null;
  return (
    <section className="announcement" aria-labelledby={titleId}>
      <div className="announcement__body">
        <h2 id={titleId} className="announcement__title">
          {teamTexts.newEditorTitle}
        </h2>
        <p className="announcement__text">{teamTexts.newEditorText(team.data.name)}</p>
      </div>
      <div className="announcement__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={turnOn.isPending}
          onClick={() => turnOn.mutate()}
        >
          {teamTexts.newEditorTurnOn}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            dismissed.set();
            setGone(true);
          }}
        >
          {teamTexts.newEditorDismiss}
        </button>
      </div>
    </section>
  );
}
