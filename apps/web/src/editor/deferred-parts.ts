/**
 * Editing code a deck does not need to show its first slide: the rich-text editor, the table
 * editor, the block inspector and its sections of the kinds that have them (tables, code, math,
 * media, fragments), the context menu, the registry of the editor's dialogs and prompts (each of
 * which is a chunk of its own, fetched when opened). Each is fetched at its first use, or once
 * the first slide is shown (PREFETCH_MS later) so that a first selection, edit or dialog does not
 * wait for it.
 */
export const loadTextEditor = () => import('./blocks/text-editor');
export const loadBlockInspector = () => import('./toolbar/block-inspector');
export const loadTableEditor = () => import('./blocks/table-editor');
export const loadInspectorSections = () => import('./toolbar/inspector-sections');
export const loadContextMenu = () => import('./context-menu');
export const loadPanels = () => import('./panels');

export const PREFETCH_MS = 1500;

export function prefetchDeferredParts(): void {
  void loadTextEditor();
  void loadTableEditor();
  void loadBlockInspector();
  void loadInspectorSections();
  void loadContextMenu();
  void loadPanels();
}
