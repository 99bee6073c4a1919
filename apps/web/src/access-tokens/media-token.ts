/** A deck's own media file address in slide markup: `/media-files/<id>/<variant>`, not yet carrying a query. */
const MEDIA_FILE_ADDRESS = /(["'(]\s*)(\/media-files\/[0-9a-f-]{36}\/[a-z]+(?:\.[a-z0-9]+)?)(?=\s*["')])/gi;

/**
 * The markup with the private link's token on each of the deck's media addresses: a visitor
 * holding the link is let to the deck's images and videos, which are otherwise its owner's.
 */
export function withMediaToken(markup: string, token: string | undefined): string {
  if (!token) return markup;
  const query = `?token=${encodeURIComponent(token)}`;
  return markup.replace(MEDIA_FILE_ADDRESS, (_, before: string, address: string) => `${before}${address}${query}`);
}
