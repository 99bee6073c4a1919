export { slideLabel } from './model/slide-ref';
export type { Action } from './actions/action';
export type { EditorStore, SharedHistory } from './actions/editor-store';
export type { EditorCollaboration, EditorCollaborationProps } from './collaboration-slot';
export { currentSlide, reconciled } from './model/editor-state';
