import { useLayoutEffect, useRef } from 'react';
import { blockContentHtml, type CodeBlock, type MathBlock, type TableBlock } from '@lectern/deck-format';
import { drawRichBlocksIn } from './draw-rich-blocks';

/**
 * A table, code or math block drawn from its saved markup, then highlighted or typeset in place
 * by the same code the present views run, so the canvas shows what is presented. The wrapper
 * does not box (`display: contents`): the content sits in its `.sl-block` as in a saved deck.
 */
export function RichBlockContent({ block }: { block: TableBlock | CodeBlock | MathBlock }) {
  const element = useRef<HTMLDivElement>(null);
  const html = blockContentHtml(block);
  useLayoutEffect(() => {
    if (element.current && block.type !== 'table')
      void drawRichBlocksIn(element.current.parentElement ?? element.current);
  }, [html, block.type]);
  return <div ref={element} className="editor-rich" dangerouslySetInnerHTML={{ __html: html }} />;
}
