/** The reveal.js events after which a deck's state (`getState`) has changed: slide, fragment, overview, pause. */
export const STATE_EVENTS = [
  'slidechanged',
  'fragmentshown',
  'fragmenthidden',
  'overviewshown',
  'overviewhidden',
  'paused',
  'resumed',
] as const;
