import { EXPORT_MARGIN_MAX, MEDIA_SOURCES } from '@lectern/domain';
import type { UserSettings } from '@lectern/contracts';

type Switch = {
  [K in keyof UserSettings]: UserSettings[K] extends boolean ? K : never;
}[keyof UserSettings];

export interface SwitchGroup {
  title: string;
  hint: string;
  switches: readonly { name: Switch; label: string }[];
}

/** The on/off settings of spec/000 §3, grouped as the screen shows them. */
export const SWITCH_GROUPS: readonly SwitchGroup[] = [
  {
    title: 'Presenting',
    hint: 'How your decks start when you present them.',
    switches: [
      { name: 'present_controls', label: 'Show presentation controls' },
      { name: 'present_upsizing', label: 'Scale up to fill window' },
      { name: 'present_notes', label: 'Show speaker notes' },
      { name: 'present_pointer', label: 'Show pointer' },
    ],
  },
  {
    title: 'Exporting',
    hint: 'What PDF and other exports include by default.',
    switches: [
      { name: 'export_controls', label: 'Include presentation controls' },
      { name: 'export_separate_fragments', label: 'Separate fragments into pages' },
      { name: 'export_notes', label: 'Include speaker notes' },
      { name: 'export_slide_numbers', label: 'Include slide numbers' },
    ],
  },
  {
    title: 'Editor',
    hint: 'How the editor behaves for you.',
    switches: [
      { name: 'editor_fixed_notes', label: 'Keep speaker notes docked under the slide' },
      { name: 'developer_mode', label: 'Developer mode' },
    ],
  },
];

/** Export margins offered, in percent. */
export const EXPORT_MARGINS = [0, 2, 5, 10, 15, 20, EXPORT_MARGIN_MAX] as const;

export const MEDIA_SOURCE_LABELS: Record<(typeof MEDIA_SOURCES)[number], string> = {
  unsplash: 'Unsplash photos',
  giphy: 'Giphy animations',
};

/** The chosen media sources after one is switched, in the list's order; the last one never goes. */
export function toggledSources(current: string, source: string, on: boolean): string {
  const chosen = new Set(current.split(',').filter(Boolean));
  if (on) chosen.add(source);
  else if (chosen.size > 1) chosen.delete(source);
  return MEDIA_SOURCES.filter((name) => chosen.has(name)).join(',');
}
