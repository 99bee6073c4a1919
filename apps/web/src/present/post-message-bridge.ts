import type { RevealApi } from 'reveal.js';
import { STATE_EVENTS } from './state-events';

/**
 * The postMessage API of an embedded deck, in reveal.js's wire format
 * (`{"method":"slide","args":[2,0]}` in; `{"namespace":"reveal","eventName":...}` out), but only
 * its safe part. reveal.js's own handler calls any API method by name with any arguments, the
 * class of CVE-2020-8127; here a message can name only the methods below, with numbers or
 * booleans, and nothing a message carries is ever put in the page, navigated to or run.
 */

type ArgumentType = 'number' | 'boolean';

/** Methods a parent page may call, with the types of the arguments each accepts. */
const COMMANDS = new Map<string, readonly ArgumentType[]>([
  ['slide', ['number', 'number', 'number']],
  ['left', []],
  ['right', []],
  ['up', []],
  ['down', []],
  ['prev', []],
  ['next', []],
  ['prevFragment', []],
  ['nextFragment', []],
  ['togglePause', ['boolean']],
  ['toggleOverview', ['boolean']],
  ['toggleAutoSlide', ['boolean']],
]);

/** Methods whose answer (numbers, booleans, or the indices) goes back to the asking window. */
const QUERIES = new Map<string, readonly ArgumentType[]>([
  ['getIndices', []],
  ['getTotalSlides', []],
  ['getProgress', []],
  ['getSlidePastCount', []],
  ['isFirstSlide', []],
  ['isLastSlide', []],
  ['isPaused', []],
  ['isOverview', []],
  ['isAutoSliding', []],
  ['availableRoutes', []],
  ['availableFragments', []],
]);

/** The deck events a parent page hears with `postMessageEvents`. */
export const FORWARDED_EVENTS = ['ready', ...STATE_EVENTS, 'autoslidepaused', 'autoslideresumed'] as const;

const MAX_MESSAGE_LENGTH = 1000;

export interface DeckCall {
  method: string;
  args: (number | boolean)[];
  query: boolean;
}

/** A message as a call the bridge may make, or null when it is anything else. */
export function parseDeckCall(data: unknown): DeckCall | null {
  if (typeof data !== 'string' || data.length > MAX_MESSAGE_LENGTH) return null;
  if (!data.startsWith('{') || !data.endsWith('}')) return null;
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return null;
  const { method, args = [], namespace } = message as { method?: unknown; args?: unknown; namespace?: unknown };
  // An answer or an event of a deck (ours, echoed back when the deck is not framed) is no call.
  if (namespace !== undefined) return null;
  if (typeof method !== 'string' || !Array.isArray(args)) return null;
  const query = QUERIES.has(method);
  const types = COMMANDS.get(method) ?? QUERIES.get(method);
  if (!types || args.length > types.length) return null;
  const valid = args.every(
    (arg, index) => typeof arg === types[index] && (typeof arg !== 'number' || Number.isFinite(arg)),
  );
  return valid ? { method, args: args as (number | boolean)[], query } : null;
}

/** Keeps only plain data in an answer: numbers, booleans, and objects or arrays of them. */
function plain(value: unknown): unknown {
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).flatMap(([key, item]) =>
        typeof item === 'number' || typeof item === 'boolean' ? [[key, item]] : [],
      ),
    );
  }
  return null;
}

type Callable = Record<string, (...args: unknown[]) => unknown>;

export interface BridgeOptions {
  /** Accept calls from the parent page (`postMessage`). */
  commands: boolean;
  /** Tell the parent page the deck's events (`postMessageEvents`). */
  events: boolean;
}

/** Serves the API to the window around this one; returns what undoes it. */
export function bindPostMessageBridge(deck: RevealApi, options: BridgeOptions, view: Window = window): () => void {
  const unbinders: (() => void)[] = [];
  const parent = view.parent;

  if (options.commands) {
    const onMessage = (event: MessageEvent) => {
      const call = parseDeckCall(event.data);
      if (!call) return;
      const result = (deck as unknown as Callable)[call.method]?.(...call.args);
      const source = event.source as Window | null;
      if (call.query && source && typeof source.postMessage === 'function') {
        const answer = { namespace: 'reveal', eventName: 'callback', method: call.method, result: plain(result) };
        source.postMessage(JSON.stringify(answer), event.origin === 'null' ? '*' : event.origin);
      }
    };
    view.addEventListener('message', onMessage);
    unbinders.push(() => view.removeEventListener('message', onMessage));
  }

  if (options.events && parent !== view) {
    const tell = (eventName: string) => {
      const message = { namespace: 'reveal', eventName, state: plain(deck.getState()) };
      parent.postMessage(JSON.stringify(message), '*');
    };
    for (const eventName of FORWARDED_EVENTS) {
      const forward = () => tell(eventName);
      deck.on(eventName, forward);
      unbinders.push(() => deck.off(eventName, forward));
    }
    // The deck was ready before the bridge was bound: the parent still hears it.
    if (deck.isReady()) tell('ready');
  }

  return () => unbinders.forEach((unbind) => unbind());
}
