import { useEffect, useRef, useState } from 'react';
import type { BotCheckSettings } from '@lectern/contracts';

/** What Turnstile's script (`api.js?render=explicit`) puts on the page. */
interface TurnstileApi {
  render(
    container: HTMLElement,
    options: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): string;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

/** The message of a form sent before the check gave its token (the server's own words for it). */
export const BOT_CHECK_NEEDED = 'Please confirm that you are not a robot.';

const scripts = new Map<string, Promise<TurnstileApi>>();

/** Loads the provider's script once per page (the page's policy allows its origin when a check is configured). */
function loadTurnstile(url: string): Promise<TurnstileApi> {
  let loading = scripts.get(url);
  if (!loading) {
    loading = new Promise<TurnstileApi>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('No bot check')));
      script.onerror = () => {
        scripts.delete(url);
        reject(new Error('The bot check could not be loaded'));
      };
      document.head.append(script);
    });
    scripts.set(url, loading);
  }
  return loading;
}

/** The widget: hands its token to `onToken`, undefined when the token runs out; each new `round` asks again. */
function BotCheckWidget({
  settings,
  onToken,
  round,
}: {
  settings: BotCheckSettings;
  onToken: (token: string | undefined) => void;
  round: number;
}) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: TurnstileApi; id: string }>(undefined);
  const tell = useRef(onToken);
  tell.current = onToken;

  useEffect(() => {
    let gone = false;
    loadTurnstile(settings.script_url)
      .then((api) => {
        if (gone || !container.current) return;
        const id = api.render(container.current, {
          sitekey: settings.site_key,
          callback: (token) => tell.current(token),
          'expired-callback': () => tell.current(undefined),
          'error-callback': () => tell.current(undefined),
        });
        widget.current = { api, id };
      })
      .catch(() => tell.current(undefined));
    return () => {
      gone = true;
      widget.current?.api.remove(widget.current.id);
      widget.current = undefined;
    };
  }, [settings.script_url, settings.site_key]);

  useEffect(() => {
    if (round > 0) widget.current?.api.reset(widget.current.id);
  }, [round]);

  return <div className="bot-check" ref={container} />;
}

/**
 * The optional bot check of a form (spec/002 §2), when one is configured: its widget, the token it
 * gave, and `spent()` to ask again after a send (a token passes once).
 */
export function useBotCheck(settings: BotCheckSettings | null) {
  const [token, setToken] = useState<string>();
  const [round, setRound] = useState(0);
  return {
    token,
    /** No check is configured, or the person passed it. */
    passed: settings === null || token !== undefined,
    widget: settings ? <BotCheckWidget settings={settings} onToken={setToken} round={round} /> : null,
    spent() {
      if (!settings) return;
      setToken(undefined);
      setRound((value) => value + 1);
    },
  };
}
