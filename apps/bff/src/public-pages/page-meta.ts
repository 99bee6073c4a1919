import { escapeAttribute } from '@lectern/deck-format';

/** How a page is shown in link previews and search results. */
export interface PageMeta {
  title: string;
  description: string;
  /** The page's own address, absolute: canonical link and Open Graph URL. */
  url: string;
  /** An absolute picture for link previews, if the page has one. */
  image?: string;
}

/** The description, canonical link, Open Graph and Twitter tags of a page anyone may open. */
export function pageMetaTags(meta: PageMeta): string {
  const title = escapeAttribute(meta.title);
  const description = escapeAttribute(meta.description);
  const url = escapeAttribute(meta.url);
  return [
    `<meta name="description" content="${description}">`,
    `<link rel="canonical" href="${url}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="Lectern">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${url}">`,
    ...(meta.image
      ? [
          `<meta property="og:image" content="${escapeAttribute(meta.image)}">`,
          `<meta name="twitter:image" content="${escapeAttribute(meta.image)}">`,
        ]
      : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
  ].join('');
}
