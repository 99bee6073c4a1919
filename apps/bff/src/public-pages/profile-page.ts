import type { FastifyRequest } from 'fastify';
import { RESERVED_USERNAMES } from '@lectern/domain';
import { escapeText } from '@lectern/deck-format';
import { findUserByUsername } from '@lectern/read-models';
import { SITE_NAME } from '@lectern/site-content';
import { pageSegments } from '../deck-pages/page-address.js';
import { pageMetaTags } from './page-meta.js';

/** An absolute address for a picture that may be given relative to this site. */
const absolute = (request: FastifyRequest, address: string) =>
  new URL(address, `${request.protocol}://${request.host}`).toString();

/**
 * A person's profile page (`/{username}`): the app draws it, the server gives it the head tags of a
 * public page (title, description, canonical link, Open Graph and Twitter tags, the profile photo as
 * its picture) for link previews and search engines. Undefined for any other address, and for a
 * name no one has (the app then shows its missing page).
 */
export async function profilePage(request: FastifyRequest, indexHtml: string): Promise<string | undefined> {
  const segments = pageSegments(request.url.split('?', 1)[0]!);
  const username = segments?.length === 1 ? segments[0]! : undefined;
  if (!username || RESERVED_USERNAMES.has(username.toLowerCase())) return undefined;
  const user = await findUserByUsername(request.server.readModels, username);
  if (!user) return undefined;
  const name = user.name?.trim() || user.username;
  const tags = pageMetaTags({
    title: name,
    description: `Presentations by ${name} on ${SITE_NAME}.`,
    url: `${request.protocol}://${request.host}/${encodeURIComponent(user.username)}`,
    ...(user.profile_photo ? { image: absolute(request, user.profile_photo) } : {}),
  });
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(`${user.username} · ${SITE_NAME}`)}</title>`)
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `${tags}</head>`);
}
