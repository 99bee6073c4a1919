/**
 * What Lectern measures (spec/001 §9: presentation progress at 50 and 100 percent; spec/002 §2:
 * the home page's scroll depth at 10, 50 and 95 percent), and where it goes: nowhere unless the
 * operator configured an analytics service, which the server then names in the page's
 * `analytics-endpoint` and `analytics-domain` meta tags (decision 0061). Without them nothing is
 * loaded and nothing is sent.
 */
export type AnalyticsEvent =
  { name: 'Presentation progress'; percent: number } | { name: 'Home scroll depth'; percent: number };

/** An analytics service: it takes an event and sends it on, never failing the page. */
export interface Analytics {
  track(event: AnalyticsEvent): void;
}

export interface AnalyticsSettings {
  /** Where events are sent. */
  endpoint: string;
  /** The site as the service knows it. */
  domain: string;
}

const metaContent = (name: string) =>
  document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined;

/** The service the page names, or null: analytics are off. */
export function analyticsSettings(): AnalyticsSettings | null {
  const endpoint = metaContent('analytics-endpoint');
  const domain = metaContent('analytics-domain');
  return endpoint && domain ? { endpoint, domain } : null;
}

let service: Promise<Analytics> | null = null;

/** Sends `event` to the configured service (its client is fetched with the first event); does nothing when there is none. */
export function track(event: AnalyticsEvent): void {
  const settings = analyticsSettings();
  if (!settings) return;
  service ??= import('./plausible-analytics').then((module) => module.createPlausibleAnalytics(settings));
  void service.then((analytics) => analytics.track(event));
}

/** How far into a presentation an event is sent (spec/001 §9), in percent. */
export const PRESENTATION_PROGRESS_MILESTONES = [50, 100] as const;
/** How far down the home page an event is sent (spec/002 §2), in percent. */
export const HOME_SCROLL_DEPTH_MILESTONES = [10, 50, 95] as const;
