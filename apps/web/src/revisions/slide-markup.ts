/**
 * The slides of reveal.js markup: each top-level `<section>` as markup. The markup is parsed in
 * an inert template, so nothing in it loads or runs here.
 */
export function topLevelSlides(markup: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = markup;
  return [...template.content.children]
    .filter((element) => element.localName === 'section')
    .map((section) => section.outerHTML);
}
