import type { ActionName, PayloadOf } from '../actions/registry';
import { actions } from '../actions/registry';
import { useEditorApi, useEditorSession } from '../editor-context';
import { Icon, type IconName } from './icons';

/** A toolbar button performing an action of the registry, with its label, shortcut and enabled state. */
export function ActionButton<N extends ActionName>({
  name,
  payload,
  icon,
  label,
  showLabel = false,
}: {
  name: N;
  payload?: PayloadOf<N>;
  icon: IconName;
  label?: string;
  showLabel?: boolean;
}) {
  const { store, run } = useEditorApi();
  useEditorSession();
  const action = actions[name];
  const text = label ?? action.label;
  const shortcut = 'shortcut' in action && action.shortcut ? ` (${action.shortcut})` : '';
  return (
    <button
      type="button"
      className="editor-tool"
      aria-label={text}
      data-tooltip={`${text}${shortcut}`}
      disabled={!store.isEnabled(name)}
      onClick={() => void run(name, payload as PayloadOf<N>)}
    >
      <Icon name={icon} />
      {showLabel && <span className="editor-tool__label">{text}</span>}
    </button>
  );
}

/** A menu item performing an action of the registry. */
export function ActionMenuItem<N extends ActionName>({
  name,
  payload,
  label,
  onDone,
}: {
  name: N;
  payload?: PayloadOf<N>;
  label?: string;
  onDone: () => void;
}) {
  const { store, run } = useEditorApi();
  const action = actions[name];
  return (
    <button
      type="button"
      role="menuitem"
      className="editor-menu__item"
      disabled={!store.isEnabled(name)}
      onClick={() => {
        onDone();
        void run(name, payload as PayloadOf<N>);
      }}
    >
      <span>{label ?? action.label}</span>
      {'shortcut' in action && action.shortcut && <kbd className="editor-menu__shortcut">{action.shortcut}</kbd>}
    </button>
  );
}
