import { googleFontFamilies } from '@lectern/domain';

// The Google Fonts family field as typed: families separated by commas, the last one being typed.

/** The family being typed: the text after the last comma, trimmed. */
export const typedFamily = (list: string) => list.slice(list.lastIndexOf(',') + 1).trim();

/** The list with the family being typed replaced by `family`. */
export function completeFamily(list: string, family: string): string {
  const comma = list.lastIndexOf(',');
  return comma < 0 ? family : `${list.slice(0, comma + 1)} ${family}`;
}

/**
 * The suggestions worth showing: not a family already chosen (before the one being typed), not
 * one that would take the list past `maxLength`.
 */
export function offeredFamilies(list: string, found: readonly string[], maxLength: number): string[] {
  const chosen = new Set(googleFontFamilies(list.slice(0, list.lastIndexOf(',') + 1)).map((f) => f.toLowerCase()));
  return found.filter(
    (family) => !chosen.has(family.toLowerCase()) && completeFamily(list, family).length <= maxLength,
  );
}

/** How many families the list chooses, as the field says it. */
export function chosenCount(list: string): string {
  const count = googleFontFamilies(list).length;
  return `${count} ${count === 1 ? 'font' : 'fonts'} chosen`;
}
