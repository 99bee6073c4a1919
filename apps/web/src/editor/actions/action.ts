import type { ConfirmRequest } from '../../dialogs/confirm-dialog';
import type { Clipboard } from '../model/clipboard';
import type { EditorContext, EditorState } from '../model/editor-state';

/** The keys of a keyboard event an action's shortcut looks at. */
export interface KeyInput {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
}

/** Ctrl on Windows and Linux, Cmd on a Mac: either is accepted. */
export const mod = (event: KeyInput) => event.ctrlKey || event.metaKey;

export interface ActionContext extends EditorContext {
  readonly clipboard: Clipboard | null;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
}

/** What performing an action changes; anything left out stays as it was. */
export interface ActionResult {
  readonly state?: EditorState;
  readonly clipboard?: Clipboard;
  /** A message for the person (spec/000 §8 successes and refusals). */
  readonly notice?: { readonly message: string; readonly type: 'positive' | 'negative' | 'neutral' };
  /** Asks for the deck to be saved now instead of at the next autosave (counted in the session). */
  readonly requestSave?: true;
  /** What the screen does next: put the focus on a block, start editing a text block, show the shortcuts. */
  readonly then?: EditorRequest;
}

/** A request an action makes of the screen around the model. */
export type EditorRequest =
  | { readonly kind: 'focus'; readonly id: string }
  | { readonly kind: 'edit'; readonly id: string }
  | { readonly kind: 'shortcuts' }
  | { readonly kind: 'panel'; readonly panel: 'slideHtml' | 'revisions' };

/**
 * Where an action's key works: anywhere outside fields and text being edited (the default), or
 * only while the focus is on a block of the slide; a `canvas` key that is disabled there keeps
 * its usual meaning (Tab past the last block leaves the slide).
 */
export type KeyScope = 'editor' | 'canvas';

/**
 * How an action relates to the undo history. `draft`: a step of a change still being made (text
 * being typed), shown and saved but entered only with the `record` that ends it, as one entry.
 */
export type HistoryEffect = 'record' | 'draft' | 'none' | 'undo' | 'redo';

/** Where besides the keyboard and the toolbar an action is offered. */
export type Menu = 'block' | 'slide';

/**
 * One user intent of the editor (CONVENTIONS.md "Editor: actions and elements"): the toolbar, the
 * menus, the context menu and the keyboard all perform it through the registry, so a shortcut and
 * a button cannot disagree. `P` is what the intent needs besides the state (a colour, a shape kind,
 * the geometry a gesture ended with).
 */
export interface Action<P = void> {
  readonly name: string;
  readonly label: string;
  /** The shortcut as shown in menus, e.g. 'Ctrl+D'. */
  readonly shortcut?: string;
  readonly keyTest?: (event: KeyInput) => boolean;
  readonly keyScope?: KeyScope;
  /** The keys as the shortcut help lists them when they are not `shortcut` alone, e.g. 'Arrow keys'. */
  readonly keysHelp?: string;
  /** The payload a matching key press performs the action with. */
  readonly keyPayload?: (event: KeyInput) => P;
  /** When the action is enabled; always when left out. */
  readonly predicate?: (state: EditorState, context: ActionContext) => boolean;
  readonly perform: (state: EditorState, context: ActionContext, payload: P) => ActionResult;
  readonly history: HistoryEffect;
  readonly menus?: readonly Menu[];
  /** Why the action is refused in this state (a message for the person), or null when it may run. */
  readonly refusal?: (state: EditorState) => string | null;
  /** Asked before performing; the action runs only when confirmed. */
  readonly confirm?: ConfirmRequest;
}

/** Builds an action with its payload type inferred. */
export const defineAction = <P = void>(action: Action<P>): Action<P> => action;
