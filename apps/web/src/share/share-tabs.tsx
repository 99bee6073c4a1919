import { useId, useRef, type ReactNode } from 'react';

export interface ShareTab {
  id: string;
  label: string;
  panel: () => ReactNode;
}

/** The dialog's tabs (Copy Link, Embed, Email): one panel at a time; arrow keys, Home and End move between tabs. */
export function ShareTabs({
  tabs,
  selected,
  onSelect,
}: {
  tabs: readonly ShareTab[];
  selected: string;
  onSelect: (id: string) => void;
}) {
  const prefix = useId();
  const list = useRef<HTMLDivElement>(null);
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0]!;
  const move = (to: number) => {
    const index = (to + tabs.length) % tabs.length;
    onSelect(tabs[index]!.id);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[index]?.focus();
  };
  return (
    <div className="share-tabs">
      <div ref={list} className="share-tabs__list" role="tablist">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            id={`${prefix}-tab-${tab.id}`}
            type="button"
            role="tab"
            className="share-tabs__tab"
            aria-selected={tab.id === current.id}
            aria-controls={`${prefix}-panel`}
            tabIndex={tab.id === current.id ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => {
              const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
              if (to === undefined) return;
              event.preventDefault();
              move(to);
            }}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        id={`${prefix}-panel`}
        className="share-tabs__panel"
        role="tabpanel"
        aria-labelledby={`${prefix}-tab-${current.id}`}
      >
        {current.panel()}
      </div>
    </div>
  );
}
