import type { Analytics, AnalyticsEvent, AnalyticsSettings } from './analytics';

/** Sends one event's body to the service's address; the browser delivers it even as the page closes. */
export type SendEvent = (endpoint: string, body: string) => void;

const sendBeacon: SendEvent = (endpoint, body) => {
  navigator.sendBeacon(endpoint, body);
};

/**
 * The client of a Plausible events API (plausible.io or one's own server, decision 0061): a custom
 * event with the page's address without its query or fragment (a private link's token stays out),
 * and the percentage as a property.
 */
export function createPlausibleAnalytics(settings: AnalyticsSettings, send: SendEvent = sendBeacon): Analytics {
  return {
    track(event: AnalyticsEvent) {
      const body = {
        name: event.name,
        url: `${window.location.origin}${window.location.pathname}`,
        domain: settings.domain,
        referrer: null,
        props: { percent: String(event.percent) },
      };
      try {
        send(settings.endpoint, JSON.stringify(body));
      } catch {
        // A measurement never breaks the page.
      }
    },
  };
}
