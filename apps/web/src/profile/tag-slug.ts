import type { Tag } from '@lectern/contracts';

/**
 * The path part naming "all decks" when a default tag is set: without a tag part, the profile
 * shows the default tag (spec/000 §2).
 */
const ALL_DECKS_SLUG = 'all';

/** A tag's address part: its name in lowercase letters and digits joined by dashes. */
export function tagSlug(tag: Pick<Tag, 'id' | 'name'>): string {
  const slug = tag.name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug || tag.id;
}

/** The default tag, when it is set and still exists. */
const defaultTagOf = (tags: readonly Tag[], defaultTagId: string | null | undefined) =>
  tags.find((tag) => tag.id === defaultTagId);

/** The tag a profile address selects: its tag part, or the default tag when there is none. */
export function tagOfAddress(
  tags: readonly Tag[],
  slug: string | undefined,
  defaultTagId: string | null | undefined,
): Tag | undefined {
  if (slug === undefined) return defaultTagOf(tags, defaultTagId);
  return tags.find((tag) => tagSlug(tag) === slug);
}

/** The tag part of the address for a selected tag (undefined: none), left out for the default tag. */
export function addressSlugOf(
  tags: readonly Tag[],
  tag: Tag | undefined,
  defaultTagId: string | null | undefined,
): string | undefined {
  const defaultTag = defaultTagOf(tags, defaultTagId);
  if (!tag) return defaultTag ? ALL_DECKS_SLUG : undefined;
  return tag.id === defaultTag?.id ? undefined : tagSlug(tag);
}
