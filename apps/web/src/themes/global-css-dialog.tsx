import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { Team } from '@lectern/contracts';
import { GLOBAL_CSS_MAX_LENGTH } from '@lectern/domain';
import { updateTeam } from '../api/teams';
import { ApiError } from '../api/client';
import { CodeField } from '../forms/code-field';
import { PromptDialog } from '../dialogs/prompt-dialog';
import { PromptActions } from '../dialogs/prompt-actions';
import { useDiscardGuard } from '../dialogs/use-discard-guard';
import { useNotify } from '../notifications/notification-context';
import { themeTexts } from './theme-texts';

/** The team's global CSS (spec/002 §2 "a global CSS control", §7 PUT /team): every deck of the team gets it. */
export function GlobalCssDialog({
  team,
  onSaved,
  onClose,
}: {
  team: Team;
  onSaved: (team: Team) => void;
  onClose: () => void;
}) {
  const notify = useNotify();
  const [css, setCss] = useState(team.global_css_input);
  const [problem, setProblem] = useState<string>();
  const { requestClose, confirmDialog } = useDiscardGuard(css !== team.global_css_input, onClose);
  const save = useMutation({
    // The server compiles it; the output it keeps is its own.
    mutationFn: () => updateTeam({ global_css_input: css }),
    onSuccess: (saved) => {
      onSaved(saved);
      notify({ message: themeTexts.globalCssSaved, type: 'positive' });
      onClose();
    },
    onError: (error) => {
      const cssProblem = error instanceof ApiError ? error.fields?.['team.global_css_input']?.[0] : undefined;
      setProblem(cssProblem);
      notify({ message: cssProblem ? themeTexts.cssErrors : themeTexts.globalCssFailed, type: 'negative' });
    },
  });
  return (
    <PromptDialog title={themeTexts.globalCssTitle} className="global-css-dialog" onDismiss={() => void requestClose()}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <CodeField
          name="global_css_input"
          label={themeTexts.globalCss}
          hint={themeTexts.globalCssHint}
          value={css}
          max={GLOBAL_CSS_MAX_LENGTH}
          problem={problem}
          onChange={setCss}
        />
        <PromptActions busy={save.isPending} onCancel={() => void requestClose()} />
      </form>
      {confirmDialog}
    </PromptDialog>
  );
}
