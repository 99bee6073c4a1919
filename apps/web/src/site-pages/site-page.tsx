import { useState, type MouseEvent } from 'react';
import { changelogHtml, staticPageHtml, type StaticPageName } from '@lectern/site-content';
import { useDocumentTitle } from '../routing/use-document-title';
import { ExpandedImage, type ImageToExpand } from './expanded-image';
import './site-pages.css';

/** The article of each page, as `@lectern/site-content` writes it for the server's paint and for this screen alike. */
const ARTICLES: Record<StaticPageName | 'changelog', { title: string; html: () => string }> = {
  features: { title: 'Features', html: () => staticPageHtml('features') },
  about: { title: 'About', html: () => staticPageHtml('about') },
  cookies: { title: 'Cookies', html: () => staticPageHtml('cookies') },
  changelog: { title: 'Changelog', html: changelogHtml },
};

export type SitePageName = keyof typeof ARTICLES;

/**
 * A static page of the marketing site: its article is the repository's data turned into HTML
 * (escaped, code highlighted) by `@lectern/site-content`. Its images are links to their files;
 * here a click opens them over the page instead.
 */
export function SitePage({ page }: { page: SitePageName }) {
  const { title, html } = ARTICLES[page];
  useDocumentTitle(title);
  const [expanded, setExpanded] = useState<ImageToExpand | null>(null);
  const expand = (event: MouseEvent) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-expand-image]');
    const image = link?.querySelector('img');
    if (!link || !image || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    setExpanded({ src: link.getAttribute('href')!, alt: image.alt });
  };
  return (
    <>
      {/* Repository data, escaped where it is turned into HTML; no visitor's text is in it. */}
      <div className="site-page-host" onClick={expand} dangerouslySetInnerHTML={{ __html: html() }} />
      {expanded && <ExpandedImage image={expanded} onClose={() => setExpanded(null)} />}
    </>
  );
}
