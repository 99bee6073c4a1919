import slugify from 'slugify';

const SLUG_MAX_LENGTH = 50;

/** The address part of a deck made from its title: lowercase letters, digits and dashes. */
export function slugFromTitle(title: string): string {
  const slug = slugify(title, { lower: true, strict: true, trim: true }).slice(0, SLUG_MAX_LENGTH).replace(/-+$/, '');
  return slug || 'untitled';
}

/** `base`, then `base-2`, `base-3`, ... for the attempts that found the slug taken. */
export const slugCandidate = (base: string, attempt: number) =>
  attempt === 0 ? base : `${base.slice(0, SLUG_MAX_LENGTH - 4)}-${attempt + 1}`;
