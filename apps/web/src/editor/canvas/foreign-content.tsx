/**
 * A slide's content that is not a block (the markup of a deck brought from elsewhere), drawn
 * behind the blocks as presenting lays it out: in the slide's flow, centred vertically when the
 * deck centres its slides. It is shown, not edited: nothing in it can be selected or focused.
 * The markup was sanitized by the server like every save, as it is for presenting.
 */
export function ForeignContent({ html, centered }: { html: string; centered: boolean }) {
  if (!html) return null;
  return (
    <div className={`editor-foreign${centered ? ' editor-foreign--centered' : ''}`} inert data-foreign-content>
      <div className="editor-foreign__section" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
