import { useId, useRef, type KeyboardEvent } from 'react';
import { libraryTexts } from './texts';

export type LibraryTab = 'uploads' | 'team' | 'search';

const TAB_NAMES: Record<LibraryTab, string> = {
  uploads: libraryTexts.uploadsTab,
  team: libraryTexts.teamTab,
  search: libraryTexts.searchTab,
};

/**
 * The library's tabs (spec/001 §2, §6): arrow keys, Home and End move between them. Team Media is
 * disabled while it cannot be opened (`teamTip` says why: the team has no shared media yet, or it
 * failed to load).
 */
export function LibraryTabs({
  tabs,
  current,
  panelId,
  tabId,
  teamTip,
  onChange,
}: {
  tabs: readonly LibraryTab[];
  current: LibraryTab;
  panelId: string;
  tabId: (tab: LibraryTab) => string;
  teamTip: string | null;
  onChange: (tab: LibraryTab) => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  const teamTipId = useId();

  const move = (event: KeyboardEvent) => {
    const steps: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    const index = tabs.indexOf(current);
    let next: number | undefined;
    if (event.key in steps) next = (index + steps[event.key]! + tabs.length) % tabs.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = tabs.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]');
    buttons?.[next]?.focus();
    if (tabs[next] !== 'team' || teamTip === null) onChange(tabs[next]!);
  };

  return (
    <div ref={list} className="media-tabs" role="tablist" aria-label="Media sources" onKeyDown={move}>
      {tabs.map((tab) => {
        const selected = tab === current;
        const disabled = tab === 'team' && teamTip !== null;
        return (
          <span key={tab} className="media-tabs__item">
            <button
              type="button"
              role="tab"
              id={tabId(tab)}
              className="media-tab"
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              aria-disabled={disabled || undefined}
              aria-describedby={disabled ? teamTipId : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => !disabled && onChange(tab)}
            >
              {TAB_NAMES[tab]}
            </button>
            {disabled && (
              <span id={teamTipId} role="tooltip" className="media-tabs__tip">
                {teamTip}
              </span>
            )}
          </span>
        );
      })}
    </div>
  );
}
