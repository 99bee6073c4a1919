export { detectMediaType, type DetectedType, type MediaKind } from './detect.js';
export { cleanSvg, InvalidSvgError, svgMessages } from './svg.js';
export { makeThumbnail, THUMBNAIL_WIDTH, type Thumbnail } from './thumbnail.js';
export { probeAudio, probeVideo, transcodeVideo, TRANSCODE_TIMEOUT_MS, type TranscodedVideo } from './video.js';
