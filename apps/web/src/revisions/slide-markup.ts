/** One slide of a deck: its markup and its place, `4` for a horizontal slide, `4.2` inside a vertical stack. */
export interface SlideStill {
  markup: string;
  label: string;
}

const childSections = (parent: ParentNode) => [...parent.children].filter((element) => element.localName === 'section');

/**
 * Every slide of reveal.js markup in reading order: a top-level `<section>` is one slide, or a
 * vertical stack whose inner `<section>`s are each one. The markup is parsed in an inert
 * template, so nothing in it loads or runs here.
 */
export function slideStills(markup: string): SlideStill[] {
  const template = document.createElement('template');
  template.innerHTML = markup;
  return childSections(template.content).flatMap((section, index) => {
    const stack = childSections(section);
    if (stack.length === 0) return [{ markup: section.outerHTML, label: `${index + 1}` }];
    return stack.map((slide, below) => ({ markup: slide.outerHTML, label: `${index + 1}.${below + 1}` }));
  });
}
