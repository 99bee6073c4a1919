// Rolling links (the deck's `rolling_links` setting, reveal.js 2's `rollingLinks`): a text link on
// a slide turns over in 3D to show its text again when pointed at. Present views only; the stored
// markup is unchanged, so stock reveal.js shows plain links.

const ROLL = 'roll';

/** Wraps each text link of the slides in the spans the roll needs; links with media stay as they are. */
export function rollLinks(slides: Element): void {
  for (const link of slides.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const text = link.textContent?.trim() ?? '';
    if (link.classList.contains(ROLL) || text === '' || link.querySelector('img, svg, video, iframe, canvas')) continue;
    const face = link.ownerDocument.createElement('span');
    face.dataset.title = text;
    face.append(...link.childNodes);
    link.append(face);
    link.classList.add(ROLL);
  }
}
