import type { SettingsValues } from './settings-values';

export type SetValue = <K extends keyof SettingsValues>(key: K, value: SettingsValues[K]) => void;

/** What every section of the deck settings gets: the values and a way to change one. */
export interface SectionProps {
  values: SettingsValues;
  set: SetValue;
}
