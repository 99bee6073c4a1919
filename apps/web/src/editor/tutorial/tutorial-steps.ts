/** The editor tutorial's steps, in order (spec/001 §2). */
export const TUTORIAL_STEPS = [
  {
    title: 'Welcome to your first deck',
    text: 'This is the editor. A short tour shows where things are; you can leave it at any time with Skip or Escape.',
  },
  {
    title: 'Add content',
    text: 'The toolbar at the top adds text, images, shapes, lines and more to the slide. Double-click a text block to write in it.',
  },
  {
    title: 'Add and arrange slides',
    text: 'The slides are listed at the bottom: add a slide to the right or below, and drag slides to reorder them.',
  },
  {
    title: 'Saved as you go',
    text: 'Your changes are saved automatically. When the deck is ready, present it or share it from the toolbar.',
  },
] as const;
