import type { UserSettings } from '@lectern/contracts';

export type SpeakerLayout = UserSettings['speaker_layout'];
export type SpeakerTheme = UserSettings['speaker_theme'];

export const SPEAKER_LAYOUTS: { value: SpeakerLayout; label: string }[] = [
  { value: 'default', label: 'Default' },
  { value: 'wide', label: 'Wide' },
  { value: 'tall', label: 'Tall' },
  { value: 'notes-only', label: 'Notes only' },
];
