export { browserClock } from './activity';
export { CollaborationButton } from './collaboration-button';
export { CollaborationPanel, type ShownSlide } from './collaboration-panel';
export { createReloadThrottle } from './reload-throttle';
export { useCollaboration } from './use-collaboration';
