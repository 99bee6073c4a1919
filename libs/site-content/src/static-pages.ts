import type { ContentBlock } from './content.js';

/** A page of the marketing site whose text is data (spec/002 §2: static pages). */
export interface StaticPage {
  title: string;
  lead: string;
  blocks: readonly ContentBlock[];
}

/** The features page; its descriptions are spec/000 §1's and spec/002 §1's words. */
const features: StaticPage = {
  title: 'Features',
  lead: 'Everything Lectern does, from the first slide to the last question.',
  blocks: [
    { kind: 'heading', text: 'Build', id: 'build' },
    {
      kind: 'paragraph',
      text: 'Users build decks made of slides, each slide holding blocks (text, image, video, shape, line, iframe, table, code, math, plus a hidden snippet type and a group type).',
    },
    {
      kind: 'figure',
      src: '/site/editor.svg',
      alt: 'The editor: slides on the left, the slide being edited in the middle, its blocks’ settings on the right.',
      caption: 'The editor',
      width: 960,
      height: 600,
    },
    { kind: 'heading', text: 'Present and share', id: 'present' },
    {
      kind: 'paragraph',
      text: 'Decks can be presented (full screen, presenter view with speaker view, kiosk loop, live to an audience), embedded, exported (PDF, PowerPoint, ZIP), printed, forked, shared by link, by e-mail or by private link, and reviewed with comments.',
    },
    {
      kind: 'figure',
      src: '/site/present.svg',
      alt: 'The presenter view: the current slide, the next one, the speaker notes and a timer.',
      caption: 'The presenter view',
      width: 960,
      height: 600,
    },
    { kind: 'paragraph', text: 'A public deck goes on any page with its embed code:' },
    {
      kind: 'code',
      language: 'xml',
      code: '<iframe src="https://lectern.example/ada/launch-plan/embed" width="576" height="420"\n        title="Launch plan" allowfullscreen></iframe>',
    },
    { kind: 'heading', text: 'Style', id: 'style' },
    {
      kind: 'list',
      items: [
        'Themes: a named bundle of deck look settings plus optional custom styling, markup and script, owned by a team and editable by enterprise managers.',
        'Snippets: reusable HTML templates with placeholder variables, defined inside a theme and inserted by team members while building decks.',
        'Slide templates: saved slides that users (personal) or teams (shared) can insert into a deck, chosen in a template browser.',
      ],
    },
    { kind: 'paragraph', text: 'A deck’s own CSS styles its slides alone:' },
    {
      kind: 'code',
      language: 'css',
      code: '.reveal h1 {\n  color: #4f46e5;\n  text-transform: uppercase;\n}\n.reveal section img {\n  border-radius: 8px;\n}',
    },
    { kind: 'heading', text: 'Work together', id: 'teams' },
    {
      kind: 'list',
      items: [
        'Teams: workspaces with members, roles, invitations, a default theme, global CSS and an allow-scripts switch.',
        'Collaborators (owner, admin, editor, viewer) edit one at a time, hand the editor over, and comment.',
      ],
    },
    {
      kind: 'figure',
      src: '/site/share.svg',
      alt: 'The share dialog: a link to copy, the embed code, e-mail and private links.',
      caption: 'Sharing a deck',
      width: 960,
      height: 600,
    },
  ],
};

/** The about page; its `brand` heading is the brand kit (spec/000 §2: /about#brand). */
const about: StaticPage = {
  title: 'About',
  lead: 'Lectern is an open-source web application to create, edit, present and share slide decks.',
  blocks: [
    {
      kind: 'paragraph',
      text: 'Every deck is reveal.js slide markup: any reveal.js deck opens in Lectern, and every deck Lectern saves presents in stock reveal.js.',
    },
    {
      kind: 'paragraph',
      text: 'Lectern runs as one process on one machine, or as services on Postgres, Kafka and Redis, from the same code.',
    },
    { kind: 'heading', text: 'Brand kit', id: 'brand' },
    {
      kind: 'paragraph',
      text: 'The name is written Lectern, with a capital L. The mark is a slide on a stand; use it as it is, on a plain background.',
    },
    {
      kind: 'figure',
      src: '/site/lectern-mark.svg',
      alt: 'The Lectern mark: an indigo slide with a title and a line, on a stand.',
      caption: 'The mark (SVG)',
      width: 256,
      height: 256,
    },
    {
      kind: 'table',
      head: ['Colour', 'Value', 'Use'],
      rows: [
        ['Indigo', '#4f46e5', 'The mark, links and main buttons'],
        ['Deep indigo', '#4338ca', 'Hover and pressed states'],
        ['Soft indigo', '#e9e8fd', 'Backgrounds of highlighted parts'],
      ],
    },
    { kind: 'paragraph', text: 'The mark in a page of one’s own:' },
    {
      kind: 'code',
      language: 'xml',
      code: '<a href="https://lectern.example/">\n  <img src="https://lectern.example/site/lectern-mark.svg" width="32" height="32" alt="Lectern">\n</a>',
    },
  ],
};

/** The cookie information page (spec/000 §2: /security/cookies; spec/000 §9: the consent cookie). */
const cookies: StaticPage = {
  title: 'Cookies',
  lead: 'Lectern sets only the cookies it needs to work. None of them tracks you across sites.',
  blocks: [
    {
      kind: 'table',
      head: ['Cookie', 'What it is for', 'Kept'],
      rows: [
        ['lectern_session', 'Keeps you signed in.', '30 days'],
        ['lectern_csrf', 'Proves that a change you ask for comes from a Lectern page.', '365 days'],
        ['lectern_written', 'Shows you your own change at once, while it reaches every list.', '60 seconds'],
        ['lectern_link_…', 'Remembers a password-protected private link you unlocked.', 'Until the browser closes'],
        ['lectern_provider_…', 'Carries a sign-in with another provider through its round trip.', 'A few minutes'],
        ['Cookie consent', 'Remembers that you saw the cookie notice.', '365 days'],
      ],
    },
    {
      kind: 'paragraph',
      text: 'Served over HTTPS, their names start with __Host-: they are sent to this site alone, never to another one.',
    },
    { kind: 'heading', text: 'Stored in your browser', id: 'local-storage' },
    {
      kind: 'paragraph',
      text: 'Some choices stay in your browser’s local storage rather than in a cookie, and are never sent: the editor’s settings, notices you dismissed, and the navigation instructions you have seen.',
    },
  ],
};

export const STATIC_PAGES = { features, about, cookies } as const;
export type StaticPageName = keyof typeof STATIC_PAGES;
