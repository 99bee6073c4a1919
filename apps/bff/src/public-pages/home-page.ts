import {
  changelogDate,
  escapeHtml,
  HOME_LEAD,
  latestChange,
  MARQUEE_DECK,
  PROMOTION_STEPS,
  SITE_DESCRIPTION,
  SITE_NAME,
} from '@lectern/site-content';
import type { PaintedSession } from './site-layout.js';

/** The calls to action as the app's `HomeScreen` draws them for this person. */
const heroActions = (session: PaintedSession) =>
  session === 'signed-out'
    ? '<a class="button button--primary button--large" href="/users/sign_up">Sign up</a>' +
      '<a class="button button--large" href="/explore">Explore decks</a>'
    : '<a class="button button--primary button--large" href="/explore">Explore decks</a>';

/** The marquee deck's theme, as the web app's `deckThemeAttributes` sets it (site content: known names). */
const marqueeTheme = `data-theme-color="${MARQUEE_DECK.theme_color}" data-theme-font="${MARQUEE_DECK.theme_font}"`;

/**
 * The marquee deck (apps/web/src/home/marquee.tsx): the element reveal.js will run in, and the
 * first slide painted where reveal.js will show it (home.css) until it does.
 */
const marquee = () =>
  `<section class="marquee" aria-roledescription="carousel" aria-label="Lectern in slides"><div class="marquee__stage">` +
  `<div class="marquee__deck lectern-deck-host deck-theme" ${marqueeTheme}></div>` +
  `<div class="marquee__painted deck-theme" ${marqueeTheme}><div class="marquee__painted-slides deck-slide">${MARQUEE_DECK.firstSlide}</div></div>` +
  `</div><button type="button" class="button button--small marquee__toggle">Pause</button></section>`;

/** The changelog's newest entry (apps/web/src/home/latest-change.tsx). */
const latestChangeAside = () => {
  const entry = latestChange();
  return (
    `<aside class="home-news" aria-labelledby="home-news-title"><h2 id="home-news-title" class="home-news__title">What’s new</h2>` +
    `<p class="home-news__entry"><time datetime="${entry.date}">${changelogDate(entry.date)}</time> ` +
    `<a class="home-news__link" href="/changelog">${escapeHtml(entry.title)}</a></p></aside>`
  );
};

/** The promotion steps, the first one current (apps/web/src/home/promotion-steps.tsx). */
const promotionSteps = () =>
  `<section class="promotion" aria-labelledby="promotion-title"><h2 id="promotion-title" class="promotion__title">How it works</h2>` +
  `<ol class="promotion__steps">` +
  PROMOTION_STEPS.map(
    (step, index) =>
      `<li class="promotion__step${index === 0 ? ' promotion__step--current' : ''}"${index === 0 ? ' aria-current="step"' : ''}>` +
      `<h3 class="promotion__step-title"><span class="promotion__step-number">${index + 1}</span> ${escapeHtml(step.title)}</h3>` +
      `<p class="promotion__step-text">${escapeHtml(step.text)}</p></li>`,
  ).join('') +
  `</ol></section>`;

/** The home page's main content as the app's `HomeScreen` draws it. */
export const homeMain = (session: PaintedSession): string =>
  `<div class="home"><section class="home-hero"><div class="home-hero__text">` +
  `<h1 class="home-hero__title">${SITE_NAME}</h1><p class="home-hero__lead">${escapeHtml(SITE_DESCRIPTION)}</p>` +
  `<p class="home-hero__detail">${escapeHtml(HOME_LEAD)}</p>` +
  `<div class="home-hero__actions">${heroActions(session)}</div></div>${marquee()}</section>` +
  `${latestChangeAside()}${promotionSteps()}</div>`;
