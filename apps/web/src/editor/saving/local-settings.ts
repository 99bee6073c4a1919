/** The editor's settings kept in this browser (spec/000 §9 "Local settings (version 1)"). */
export interface EditorLocalSettings {
  readonly version: 1;
  readonly editorAutoHide: boolean;
  readonly editorAutoSave: boolean;
}

export const LOCAL_SETTINGS_KEY = 'lectern-editor-settings';
export const DEFAULT_LOCAL_SETTINGS: EditorLocalSettings = { version: 1, editorAutoHide: false, editorAutoSave: true };

/** The stored settings; anything missing, unreadable or of another version gives the defaults. */
export function readLocalSettings(storage: Pick<Storage, 'getItem'> | undefined): EditorLocalSettings {
  try {
    const stored = JSON.parse(storage?.getItem(LOCAL_SETTINGS_KEY) ?? 'null') as Partial<EditorLocalSettings> | null;
    if (stored?.version !== 1) return DEFAULT_LOCAL_SETTINGS;
    return { ...DEFAULT_LOCAL_SETTINGS, ...stored, version: 1 };
  } catch {
    return DEFAULT_LOCAL_SETTINGS;
  }
}
