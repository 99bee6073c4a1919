import * as Y from 'yjs';

/**
 * What the editor's text binding does to a text block's fragment when someone types or deletes
 * in its first paragraph, for tests and the convergence fuzz. Answers false when the block has
 * no rich text (deleted, or held as one value).
 */
export function typeInBlock(
  doc: Y.Doc,
  slideId: string,
  blockId: string,
  edit: { at: number; insert?: string; remove?: number },
  origin: unknown = null,
): boolean {
  const block = (doc.getMap('slides').get(slideId) as Y.Map<unknown> | undefined)?.get('blocks') as
    Y.Map<Y.Map<unknown>> | undefined;
  const fragment = block?.get(blockId)?.get('text');
  if (!(fragment instanceof Y.XmlFragment)) return false;
  doc.transact(() => {
    if (fragment.length === 0) fragment.insert(0, [new Y.XmlElement('paragraph')]);
    const paragraph = fragment.get(0) as Y.XmlElement;
    if (!(paragraph.get(0) instanceof Y.XmlText)) paragraph.insert(0, [new Y.XmlText()]);
    const text = paragraph.get(0) as Y.XmlText;
    const at = Math.min(edit.at, text.length);
    if (edit.remove) text.delete(at, Math.min(edit.remove, text.length - at));
    if (edit.insert) text.insert(at, edit.insert);
  }, origin);
  return true;
}
