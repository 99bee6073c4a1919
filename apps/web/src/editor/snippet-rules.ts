// The snippet rules, in a chunk of their own: they load when a snippet is first chosen.
export { fillSnippet, SNIPPET_SELECTION_TAG, snippetVariables } from '@lectern/domain';
