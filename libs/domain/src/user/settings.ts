/** User settings (spec/000 §3) and their defaults (spec/000 §9, spec/001 §9). */
export interface UserSettings {
  present_controls: boolean;
  present_upsizing: boolean;
  present_pointer: boolean;
  present_notes: boolean;
  export_controls: boolean;
  export_separate_fragments: boolean;
  editor_fixed_notes: boolean;
  /** Comma-separated media search sources; at least one stays selected. */
  media_sources: string;
  developer_mode: boolean;
  phone_country_code: string | null;
  phone_number: string | null;
  speaker_layout: 'default' | 'wide' | 'tall' | 'notes-only';
  speaker_theme: 'dark' | 'light';
  default_deck_tag_id: string | null;
}

export const defaultUserSettings: UserSettings = {
  present_controls: true,
  present_upsizing: true,
  present_pointer: false,
  present_notes: true,
  export_controls: true,
  export_separate_fragments: true,
  editor_fixed_notes: false,
  media_sources: 'unsplash,giphy',
  developer_mode: false,
  phone_country_code: null,
  phone_number: null,
  speaker_layout: 'default',
  speaker_theme: 'dark',
  default_deck_tag_id: null,
};
