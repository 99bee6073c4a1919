/** User settings (spec/000 §3) and their defaults (spec/000 §9, spec/001 §9). */
export interface UserSettings {
  present_controls: boolean;
  present_upsizing: boolean;
  present_pointer: boolean;
  present_notes: boolean;
  export_controls: boolean;
  export_separate_fragments: boolean;
  /** Blank space around each exported slide, in percent of its size. */
  export_margin: number;
  export_notes: boolean;
  export_slide_numbers: boolean;
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
  export_margin: 0,
  export_notes: false,
  export_slide_numbers: false,
  editor_fixed_notes: false,
  media_sources: 'unsplash,giphy',
  developer_mode: false,
  phone_country_code: null,
  phone_number: null,
  speaker_layout: 'default',
  speaker_theme: 'dark',
  default_deck_tag_id: null,
};

/** The export margin's range, in percent (spec/000 §9: 0 by default). */
export const EXPORT_MARGIN_MAX = 25;
/** The media search sources a user may choose from; at least one stays selected (spec/001 §9). */
export const MEDIA_SOURCES = ['unsplash', 'giphy'] as const;
