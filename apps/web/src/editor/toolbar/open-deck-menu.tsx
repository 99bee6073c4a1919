import { Icon } from './icons';
import { MenuButton } from './menu-button';

/** Where the editor can open its deck (spec/001 §2 'Open deck to...'); presenting is its owner's. */
export type DeckTarget = 'present' | 'fullscreen' | 'show';

const TARGET_LABELS: Readonly<Record<DeckTarget, string>> = {
  present: 'Present',
  fullscreen: 'Fullscreen',
  show: 'Deck page',
};

export function OpenDeckMenu({ owner, onOpen }: { owner: boolean; onOpen: (target: DeckTarget) => void }) {
  const targets: DeckTarget[] = owner ? ['present', 'fullscreen', 'show'] : ['fullscreen', 'show'];
  return (
    <MenuButton label="Open deck to..." icon={<Icon name="present" />}>
      {(close) =>
        targets.map((target) => (
          <button
            key={target}
            type="button"
            role="menuitem"
            className="editor-menu__item"
            onClick={() => {
              close();
              onOpen(target);
            }}
          >
            {TARGET_LABELS[target]}
          </button>
        ))
      }
    </MenuButton>
  );
}
