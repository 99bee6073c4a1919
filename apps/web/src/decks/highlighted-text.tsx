import { Fragment } from 'react';
import { highlightParts } from './highlight';

/** Text with the search term's matches marked. */
export function HighlightedText({ text, term }: { text: string; term: string }) {
  return highlightParts(text, term).map((part, index) =>
    part.match ? (
      <mark key={index} className="match">
        {part.text}
      </mark>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}
