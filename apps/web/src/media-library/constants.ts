// Media library timings and limits (spec/001 §4, §5, §9), named once.

/** The upload queue holds at most this many files waiting or uploading, and uploads this many at once. */
export const UPLOAD_QUEUE_MAX = 100;
export const CONCURRENT_UPLOADS = 2;
/** An uploaded file shows its completed icon this long before it leaves the queue. */
export const UPLOADED_LINGER_MS = 2000;
/** A file upload gives up after this long. */
export const IMAGE_UPLOAD_TIMEOUT_MS = 120_000;
export const VIDEO_UPLOAD_TIMEOUT_MS = 600_000;

/** Processing is checked this often, and no longer than this after the first check was planned. */
export const PROCESSING_POLL_INTERVAL_MS = 3000;
export const PROCESSING_POLL_TIMEOUT_MS = 600_000;
/** Images are usually processed within a second, so their first check comes sooner. */
export const IMAGE_FIRST_POLL_MS = 500;

/** The search box: at most this many characters, applied this long after the last keystroke. */
export const SEARCH_MAX_LENGTH = 50;
export const SEARCH_DEBOUNCE_MS = 500;
/** External search results per request. */
export const EXTERNAL_SEARCH_PAGE_SIZE = 25;

/** Thumbnails load once they come this close to the visible part of the list. */
export const THUMBNAIL_LOAD_MARGIN_PX = 100;

/** A press on an item becomes a drag after this distance; the drag shows this many items at most. */
export const DRAG_THRESHOLD_PX = 10;
export const MAX_DRAG_GHOSTS = 10;

/** The storage meter turns to warning above the first share of the limit, and negative above the second. */
export const METER_WARNING_SHARE = 0.6;
export const METER_NEGATIVE_SHARE = 0.8;

/** The preview is 640x360, made smaller to fit 80 % of the window's width and 50 % of its height. */
export const PREVIEW_BASE_WIDTH = 640;
export const PREVIEW_BASE_HEIGHT = 360;
export const PREVIEW_MAX_WIDTH_SHARE = 0.8;
export const PREVIEW_MAX_HEIGHT_SHARE = 0.5;
