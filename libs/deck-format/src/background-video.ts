import sanitizeHtml from 'sanitize-html';

const VIDEO_ATTRIBUTES = [
  'data-background-video',
  'data-background-video-thumb',
  'data-background-video-muted',
  'data-background-video-loop',
  'data-background-video-processing',
  'data-background-video-media-id',
];

/**
 * The markup without the background video of slides that use the given media item (spec/001
 * §4: a failed video is removed from any slide background that used it). Everything else is
 * kept as it is; answers the same string when no slide used it.
 */
export function withoutBackgroundVideo(markup: string, mediaId: string): string {
  const uses = (attributes: Record<string, string>) =>
    attributes['data-background-video-media-id'] === mediaId ||
    (attributes['data-background-video'] ?? '').includes(`/media-files/${mediaId}/`);
  if (!markup.includes(mediaId)) return markup;
  return sanitizeHtml(markup, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    transformTags: {
      section: (tagName, attributes) => ({
        tagName,
        attribs: uses(attributes)
          ? Object.fromEntries(Object.entries(attributes).filter(([name]) => !VIDEO_ATTRIBUTES.includes(name)))
          : attributes,
      }),
    },
  });
}
