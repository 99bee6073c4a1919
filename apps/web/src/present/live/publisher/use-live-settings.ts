import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { defaultUserSettings, type LiveSettings } from '@lectern/contracts';
import { saveUserSetting } from '../../../api/user-settings';
import { useCurrentUser } from '../../../session/session-context';

/**
 * What the presenter lets the audience see: the signed-in presenter's own settings until changed
 * here, and saved there when changed (a failed save keeps the choice for this window). The
 * stream's settings, or another presenter's change (a remote), are adopted without being saved.
 */
export function useLiveSettings(upsizingAllowed: boolean) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<Partial<LiveSettings>>({});
  const saved = user?.settings ?? defaultUserSettings;
  const settings: LiveSettings = {
    present_pointer: chosen.present_pointer ?? saved.present_pointer,
    present_controls: chosen.present_controls ?? saved.present_controls,
    present_notes: chosen.present_notes ?? saved.present_notes,
    present_upsizing: upsizingAllowed && (chosen.present_upsizing ?? saved.present_upsizing),
  };
  return {
    settings,
    change(name: keyof LiveSettings, value: boolean) {
      setChosen((current) => ({ ...current, [name]: value }));
      if (user) saveUserSetting(queryClient, name, value).catch(() => undefined);
    },
    adopt: setChosen,
  };
}
