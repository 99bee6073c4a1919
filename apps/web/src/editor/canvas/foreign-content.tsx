/**
 * A slide's content that is not a block (the markup of a deck brought from elsewhere), drawn
 * behind the blocks as presenting lays it out: in the slide's flow, centred vertically when the
 * deck centres its slides. It is shown, not edited: nothing in it can be selected or focused.
 * The markup was sanitized by the server like every save, as it is for presenting.
 */
export const foreignContentMarkup = (html: string, centered: boolean): string =>
  html
    ? `<div class="editor-foreign${centered ? ' editor-foreign--centered' : ''}" inert data-foreign-content>` +
      `<div class="editor-foreign__section">${html}</div></div>`
    : '';

/** The slide's content that is not a block, on the editing canvas. */
export function ForeignContent({ html, centered }: { html: string; centered: boolean }) {
  if (!html) return null;
  return (
    <div className="editor-foreign-host" dangerouslySetInnerHTML={{ __html: foreignContentMarkup(html, centered) }} />
  );
}
