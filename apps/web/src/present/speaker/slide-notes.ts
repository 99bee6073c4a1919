/** A slide's speaker notes as plain text: its `data-notes`, else its `<aside class="notes">`s. */
export function slideNotesText(slide: Element | null | undefined): string {
  if (!slide) return '';
  const attribute = slide.getAttribute('data-notes');
  if (attribute !== null) return attribute.trim();
  return [...slide.querySelectorAll(':scope > aside.notes')]
    .map((aside) => aside.textContent?.trim() ?? '')
    .filter(Boolean)
    .join('\n\n');
}
