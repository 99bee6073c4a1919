import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { Snippet } from '@lectern/contracts';
import type { Block } from '@lectern/deck-format';
import type { EditorApi } from './editor-context';

const loadSnippetRules = () => import('./snippet-rules');
const SnippetPrompt = lazy(() =>
  import('../themes/snippet-prompt').then((module) => ({ default: module.SnippetPrompt })),
);

/**
 * Inserting a theme's snippet: one without variables goes in at once, one with variables asks for
 * them first (`prompt`, drawn by the screen). A snippet with the selection tag wraps the selected
 * text block's content; any other is a new text block.
 */
export function useSnippetInsertion(
  api: EditorApi,
  selected: Block | undefined,
): { choose: (snippet: Snippet) => void; asking: boolean; prompt: ReactNode } {
  const [asking, setAsking] = useState<Snippet | null>(null);
  const insert = async (chosen: Snippet, values: Record<string, string> = {}) => {
    const { fillSnippet, SNIPPET_SELECTION_TAG } = await loadSnippetRules();
    const wrapped = chosen.template.includes(SNIPPET_SELECTION_TAG) && selected?.type === 'text' ? selected : null;
    void api.run('insertSnippet', {
      html: fillSnippet(chosen.template, values, wrapped?.html ?? ''),
      into: wrapped?.id ?? null,
    });
  };
  const choose = (chosen: Snippet) => {
    void loadSnippetRules().then(({ snippetVariables }) =>
      snippetVariables(chosen.template).length === 0 ? insert(chosen) : setAsking(chosen),
    );
  };
  const prompt = asking && (
    <Suspense fallback={null}>
      <SnippetPrompt
        snippet={asking}
        onInsert={(values) => {
          setAsking(null);
          void insert(asking, values);
        }}
        onClose={() => setAsking(null)}
      />
    </Suspense>
  );
  return { choose, asking: asking !== null, prompt };
}
