import { CHANGELOG, changelogDate } from './changelog.js';
import type { ContentBlock } from './content.js';
import { highlightedCode } from './highlight.js';
import { escapeHtml } from './html.js';
import { STATIC_PAGES, type StaticPageName } from './static-pages.js';

function blockHtml(block: ContentBlock, index: number): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p class="site-page__text">${escapeHtml(block.text)}</p>`;
    case 'heading':
      return `<h2 class="site-page__heading"${block.id ? ` id="${escapeHtml(block.id)}"` : ''}>${escapeHtml(block.text)}</h2>`;
    case 'list':
      return `<ul class="site-page__list">${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
    case 'figure':
      // A link to the file itself: without scripts the click opens the image; the app expands it in place.
      return (
        `<figure class="site-figure"><a class="site-figure__link" href="${escapeHtml(block.src)}" data-expand-image>` +
        `<img class="site-figure__image" src="${escapeHtml(block.src)}" alt="${escapeHtml(block.alt)}" width="${block.width}" height="${block.height}"` +
        // The first image may be the page's largest paint: it is not held back.
        `${index > 2 ? ' loading="lazy"' : ''}></a>` +
        `<figcaption class="site-figure__caption">${escapeHtml(block.caption)}</figcaption></figure>`
      );
    case 'code':
      // Focusable: a line longer than the page scrolls, and a keyboard must reach it.
      return `<pre class="site-code" tabindex="0"><code class="hljs language-${block.language}">${highlightedCode(block.code, block.language)}</code></pre>`;
    case 'table':
      return (
        `<div class="site-table"><table><thead><tr>${block.head.map((cell) => `<th scope="col">${escapeHtml(cell)}</th>`).join('')}</tr></thead>` +
        `<tbody>${block.rows.map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`).join('')}</tbody></table></div>`
      );
  }
}

const pageHeader = (title: string, lead: string) =>
  `<header class="site-page__header"><h1 class="site-page__title">${escapeHtml(title)}</h1>` +
  `<p class="site-page__lead">${escapeHtml(lead)}</p></header>`;

/** A static page's article (features, about, cookies) as HTML: the server paints it, the app shows the same. */
export function staticPageHtml(name: StaticPageName): string {
  const page = STATIC_PAGES[name];
  return (
    `<article class="site-page site-page--${name}">${pageHeader(page.title, page.lead)}` +
    `${page.blocks.map(blockHtml).join('')}</article>`
  );
}

/** The changelog page's article: every entry, newest first. */
export function changelogHtml(): string {
  return (
    `<article class="site-page site-page--changelog">${pageHeader('Changelog', 'What changed in Lectern, newest first.')}` +
    CHANGELOG.map(
      (entry) =>
        `<section class="changelog-entry"><h2 class="site-page__heading">${escapeHtml(entry.title)}</h2>` +
        `<p class="changelog-entry__date"><time datetime="${entry.date}">${changelogDate(entry.date)}</time></p>` +
        `<ul class="site-page__list">${entry.changes.map((change) => `<li>${escapeHtml(change)}</li>`).join('')}</ul></section>`,
    ).join('') +
    `</article>`
  );
}
