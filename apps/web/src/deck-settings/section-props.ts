import type { SettingsValues } from './settings-values';

export type SetValue = <K extends keyof SettingsValues>(key: K, value: SettingsValues[K]) => void;

/** What every section of the deck settings gets: the values and a way to change one. */
export interface SectionProps {
  values: SettingsValues;
  set: SetValue;
}

/** A section that needs only some of the values: also drawn by the theme editor, which holds no deck. */
export interface SomeValuesProps<K extends keyof SettingsValues> {
  values: Pick<SettingsValues, K>;
  set: <Key extends K>(key: Key, value: SettingsValues[Key]) => void;
}
