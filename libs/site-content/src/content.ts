/** One piece of a public page's text, in the order it reads. */
export type ContentBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string; id?: string }
  | { kind: 'list'; items: readonly string[] }
  /** An image that opens larger when clicked (a plain link to the file without scripts). */
  | { kind: 'figure'; src: string; alt: string; caption: string; width: number; height: number }
  /** Code shown highlighted (highlight.js's classes), `language` one of `HIGHLIGHTED_LANGUAGES`. */
  | { kind: 'code'; language: 'xml' | 'css' | 'javascript'; code: string }
  | { kind: 'table'; head: readonly string[]; rows: readonly (readonly string[])[] };
