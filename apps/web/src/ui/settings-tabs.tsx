import { useRef, type ReactNode } from 'react';
import './settings-tabs.css';

export interface SettingsTab {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * Sections as tabs (the deck settings, the theme editor): one panel shows at a time, the others stay mounted
 * (hidden) so nothing typed is lost. Arrow keys, Home and End move between tabs.
 */
export function SettingsTabs({
  idPrefix,
  tabs,
  selected,
  onSelect,
}: {
  idPrefix: string;
  tabs: readonly SettingsTab[];
  selected: string;
  onSelect: (id: string) => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  const move = (from: number, to: number) => {
    const index = (to + tabs.length) % tabs.length;
    const tab = tabs[index];
    if (!tab || index === from) return;
    onSelect(tab.id);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[index]?.focus();
  };
  return (
    <div className="settings-tabs">
      <div ref={list} className="settings-tabs__list" role="tablist" aria-orientation="vertical">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            id={`${idPrefix}-tab-${tab.id}`}
            type="button"
            role="tab"
            className="settings-tabs__tab"
            aria-selected={tab.id === selected}
            aria-controls={`${idPrefix}-panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => {
              const to = {
                ArrowDown: index + 1,
                ArrowRight: index + 1,
                ArrowUp: index - 1,
                ArrowLeft: index - 1,
                Home: 0,
                End: tabs.length - 1,
              }[event.key];
              if (to === undefined) return;
              event.preventDefault();
              move(index, to);
            }}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <section
          key={tab.id}
          id={`${idPrefix}-panel-${tab.id}`}
          role="tabpanel"
          className="settings-tabs__panel"
          aria-labelledby={`${idPrefix}-tab-${tab.id}`}
          hidden={tab.id !== selected}
        >
          {tab.panel}
        </section>
      ))}
    </div>
  );
}
