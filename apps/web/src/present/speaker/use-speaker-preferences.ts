import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { saveUserSetting } from '../../api/user-settings';
import { useCurrentUser } from '../../session/session-context';
import type { SpeakerLayout, SpeakerTheme } from './speaker-layout';

/**
 * The speaker view's layout and theme: from the signed-in user's settings, saved there when
 * changed (a failed save keeps the choice for this window). Signed out, they last as long as it.
 */
export function useSpeakerPreferences() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  // Until chosen here, they follow the settings, which may arrive after the view opened.
  const [chosenLayout, setLayout] = useState<SpeakerLayout | null>(null);
  const [chosenTheme, setTheme] = useState<SpeakerTheme | null>(null);
  const layout = chosenLayout ?? user?.settings.speaker_layout ?? 'default';
  const theme = chosenTheme ?? user?.settings.speaker_theme ?? 'dark';

  const save = (...[name, value]: ['speaker_layout', SpeakerLayout] | ['speaker_theme', SpeakerTheme]) => {
    if (!user) return;
    saveUserSetting(queryClient, name, value).catch(() => undefined);
  };

  return {
    layout,
    theme,
    changeLayout(next: SpeakerLayout) {
      setLayout(next);
      save('speaker_layout', next);
    },
    changeTheme(next: SpeakerTheme) {
      setTheme(next);
      save('speaker_theme', next);
    },
  };
}
