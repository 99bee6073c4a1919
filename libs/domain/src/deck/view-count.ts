/** From this many views on, counts show in thousands with one decimal (spec/000 §9). */
const THOUSANDS_FROM = 10_000;

export function formatViewCount(views: number): string {
  return views >= THOUSANDS_FROM ? `${(views / 1000).toFixed(1)}k` : String(views);
}

/** A view count with its noun: '1 view', '0 views', '12.3k views'. */
export const formatViews = (views: number): string => `${formatViewCount(views)} ${views === 1 ? 'view' : 'views'}`;
