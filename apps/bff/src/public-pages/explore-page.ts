import type { DeckCard, ExploreQuery, ExploreResponse } from '@lectern/contracts';
import { formatViews } from '@lectern/domain';
import { DECK_KEYWORDS, escapeHtml, EXPLORE_TEXTS } from '@lectern/site-content';

/** Explore's address for these choices, as the app's router writes it (defaults left out). */
function exploreHref(sort: ExploreQuery['sort'], keyword: string, page = 1): string {
  const search = new URLSearchParams();
  if (sort === 'recent') search.set('sort', 'recent');
  if (keyword) search.set('keyword', keyword);
  if (page > 1) search.set('page', String(page));
  const query = search.toString();
  return query ? `/explore?${query}` : '/explore';
}

const choice = (href: string, label: string, className: string, current: boolean) =>
  `<a class="${className}" href="${escapeHtml(href)}"${current ? ' aria-current="true"' : ''}>${escapeHtml(label)}</a>`;

/** A deck's card as the app's `SearchResultCard` draws it with no term to mark. */
function deckCard(deck: DeckCard): string {
  const address = `/${encodeURIComponent(deck.user.username)}/${encodeURIComponent(deck.slug)}`;
  const cover = deck.thumbnail_url
    ? `<img class="deck-cover" src="${escapeHtml(deck.thumbnail_url)}" alt="" loading="lazy" draggable="false">`
    : `<span class="deck-cover deck-cover--blank" aria-hidden="true">${escapeHtml(deck.title.trim().charAt(0).toUpperCase() || '·')}</span>`;
  return (
    `<article class="deck-card deck-card--result"><div class="deck-card__thumb">` +
    `<a class="deck-card__open" tabindex="-1" aria-hidden="true" href="${escapeHtml(address)}">${cover}</a></div>` +
    `<div class="deck-card__body"><h2 class="deck-card__title"><a class="deck-card__title-text" href="${escapeHtml(address)}">${escapeHtml(deck.title)}</a></h2>` +
    `<p class="deck-card__owner">by <a href="/${escapeHtml(encodeURIComponent(deck.user.username))}">${escapeHtml(deck.user.username)}</a></p>` +
    (deck.description ? `<p class="deck-card__description">${escapeHtml(deck.description)}</p>` : '') +
    `<p class="deck-card__meta"><span>${deck.slide_count === 1 ? '1 slide' : `${deck.slide_count} slides`}</span>` +
    `<span>${formatViews(deck.view_count)}</span><span>${deck.kudos_count} kudos</span></p></div></article>`
  );
}

/** The pager as the app's `Pager` draws it (its buttons work once the app runs). */
function pager(page: number, pages: number): string {
  if (pages <= 1) return '';
  return (
    `<nav class="pager" aria-label="Result pages">` +
    `<button type="button" class="button button--small"${page <= 1 ? ' disabled' : ''}>Previous</button>` +
    `<span class="pager__position">Page ${page} of ${pages}</span>` +
    `<button type="button" class="button button--small"${page >= pages ? ' disabled' : ''}>Next</button></nav>`
  );
}

function results(found: ExploreResponse, page: number): string {
  if (found.total === 0) return `<p class="search__notice">${EXPLORE_TEXTS.empty}</p>`;
  return (
    `<div class="search__results" aria-busy="false"><p class="search__total">${found.total === 1 ? '1 deck' : `${found.total} decks`}</p>` +
    `<ul class="deck-grid">${found.results.map((deck) => `<li class="deck-grid__item">${deckCard(deck)}</li>`).join('')}</ul>` +
    `${pager(page, Math.max(1, Math.ceil(found.total / found.decks_per_page)))}</div>`
  );
}

/** Explore's main content with a page of decks, as the app's `ExploreScreen` draws it. */
export function exploreMain(query: ExploreQuery, found: ExploreResponse): string {
  const keyword = query.keyword.trim();
  return (
    `<section class="explore"><header class="explore__header"><h1 class="explore__title">Explore</h1>` +
    `<p class="explore__lead">${EXPLORE_TEXTS.lead}</p></header><div class="explore__options">` +
    `<nav class="explore__sort" aria-label="Sort">${(['popular', 'recent'] as const)
      .map((sort) =>
        choice(exploreHref(sort, keyword), EXPLORE_TEXTS.sortLabels[sort], 'explore__choice', sort === query.sort),
      )
      .join('')}</nav>` +
    `<nav class="explore__keywords" aria-label="Keywords">${DECK_KEYWORDS.map((word) =>
      choice(exploreHref(query.sort, word === keyword ? '' : word), word, 'tag-bar__tag', word === keyword),
    ).join('')}</nav></div>` +
    `${results(found, query.page)}</section>`
  );
}
