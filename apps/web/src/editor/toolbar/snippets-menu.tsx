import type { Snippet } from '@lectern/contracts';
import { DEFAULT_SNIPPET_TITLE } from '@lectern/domain';
import { snippetTexts } from '../../themes';
import { Icon } from './icons';
import { MenuButton } from './menu-button';

/** The Insert group's Snippets menu: the deck theme's snippets, by title. */
export function SnippetsMenu({
  snippets,
  onSnippet,
}: {
  snippets: readonly Snippet[];
  onSnippet: (snippet: Snippet) => void;
}) {
  return (
    <MenuButton label={snippetTexts.menu} icon={<Icon name="code" />}>
      {(close) =>
        snippets.map((snippet, index) => (
          <button
            key={index}
            type="button"
            role="menuitem"
            className="editor-menu__item"
            onClick={() => {
              close();
              onSnippet(snippet);
            }}
          >
            {snippet.title || DEFAULT_SNIPPET_TITLE}
          </button>
        ))
      }
    </MenuButton>
  );
}
