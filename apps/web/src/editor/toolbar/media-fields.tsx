import { lazy, Suspense, useEffect, useId, useState } from 'react';
import {
  IFRAME_DEFAULT_TITLE,
  type AudioBlock,
  type Block,
  type IframeBlock,
  type ImageBlock,
  type Playback,
  type VideoBlock,
} from '@lectern/deck-format';
import { checkFraming } from '../../api/urls';
import { iframeSource } from '../blocks/iframe-source';
import { useEditorApi } from '../editor-context';

const MediaLibrary = lazy(() =>
  import('../../media-library/media-library').then((module) => ({ default: module.MediaLibrary })),
);
const UrlPrompt = lazy(() =>
  import('../../media-library/url-prompt').then((module) => ({ default: module.UrlPrompt })),
);

/** spec/000 §8: shown under the iframe field when the page forbids framing. */
export const FRAMING_FORBIDDEN = 'Embedding of this URL is prevented by the site owner (X-Frame-Options).';
const INVALID_SOURCE = 'Please enter a valid URL';
/** spec/001 §5: the general limit of a label. */
const FRAME_TITLE_MAX_LENGTH = 200;

/** A text field that hands its value over when it is left or Enter is pressed, with its error under it. */
export function AddressField({
  label,
  value,
  error,
  note,
  onCommit,
}: {
  label: string;
  value: string;
  error: string | null;
  note: string | null;
  onCommit: (value: string) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const messageId = useId();
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    if (draft.trim() !== value) onCommit(draft);
  };
  const message = error ?? note;
  return (
    <label className="editor-field">
      <span className="editor-field__label">{label}</span>
      <input
        className="editor-field__input"
        value={draft ?? value}
        placeholder="https://"
        aria-invalid={error !== null}
        aria-describedby={message ? messageId : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => event.key === 'Enter' && commit()}
      />
      {message && (
        <span id={messageId} className="editor-field__message" role="alert">
          {message}
        </span>
      )}
    </label>
  );
}

/** Whether the framed page forbids framing, asked of the server once per address. */
export function useFramingForbidden(src: string): boolean {
  const [forbidden, setForbidden] = useState<{ src: string; forbidden: boolean } | null>(null);
  useEffect(() => {
    if (src === '') return;
    const controller = new AbortController();
    checkFraming(src, controller.signal).then(
      ({ framable }) => setForbidden({ src, forbidden: !framable }),
      // A page the server may not or could not fetch gets no warning: the frame shows what it can.
      () => setForbidden({ src, forbidden: false }),
    );
    return () => controller.abort();
  }, [src]);
  return forbidden?.src === src && forbidden.forbidden;
}

/** The frame's accessible name, kept in the markup: an empty one falls back to the default. */
function FrameTitleField({ block }: { block: IframeBlock }) {
  const { run } = useEditorApi();
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const title = draft.trim().slice(0, FRAME_TITLE_MAX_LENGTH) || IFRAME_DEFAULT_TITLE;
    if (title !== block.title) void run('updateBlock', { id: block.id, change: { title } });
  };
  return (
    <label className="editor-field">
      <span className="editor-field__label">Frame title</span>
      <input
        className="editor-field__input"
        value={draft ?? block.title}
        maxLength={FRAME_TITLE_MAX_LENGTH}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => event.key === 'Enter' && commit()}
      />
    </label>
  );
}

function IframeFields({ block }: { block: IframeBlock }) {
  const { run } = useEditorApi();
  const [error, setError] = useState<string | null>(null);
  const forbidden = useFramingForbidden(block.src);
  return (
    <>
      <AddressField
        label="Iframe address"
        value={block.src}
        error={error}
        note={forbidden ? FRAMING_FORBIDDEN : null}
        onCommit={(input) => {
          const source = iframeSource(input);
          setError('error' in source ? source.error : null);
          if ('src' in source) void run('updateBlock', { id: block.id, change: { src: source.src } });
        }}
      />
      <FrameTitleField block={block} />
    </>
  );
}

const PLAYBACK_LABELS: readonly (readonly [keyof Playback, string])[] = [
  ['autoplay', 'Autoplay'],
  ['loop', 'Loop'],
  ['muted', 'Muted'],
  ['controls', 'Controls'],
  ['preload', 'Preload'],
];

/** A video or audio source: http(s), or a file of this site's media library. */
const playableSource = (input: string): string | null => {
  const text = input.trim();
  if (/^\/media-files\/[^\s]+$/.test(text)) return text;
  return URL.canParse(text) && /^https?:$/.test(new URL(text).protocol) ? new URL(text).href : null;
};

function PlayableFields({ block }: { block: VideoBlock | AudioBlock }) {
  const { run } = useEditorApi();
  const [error, setError] = useState<string | null>(null);
  const [library, setLibrary] = useState(false);
  const update = (change: Partial<VideoBlock | AudioBlock>) => void run('updateBlock', { id: block.id, change });
  return (
    <>
      <AddressField
        label={block.type === 'video' ? 'Video source' : 'Audio source'}
        value={block.src}
        error={error}
        note={null}
        onCommit={(input) => {
          const src = playableSource(input);
          setError(src === null ? INVALID_SOURCE : null);
          if (src !== null) update({ src, mediaId: null });
        }}
      />
      <button type="button" className="button button--small" onClick={() => setLibrary(true)}>
        Choose from media library
      </button>
      <fieldset className="editor-checks">
        <legend className="editor-field__label">Playback</legend>
        {PLAYBACK_LABELS.map(([field, label]) => (
          <label key={field} className="editor-check">
            <input
              type="checkbox"
              checked={block[field]}
              onChange={(event) => update({ [field]: event.target.checked })}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {library && (
        <Suspense fallback={null}>
          <MediaLibrary
            mode={{
              type: 'select',
              only: block.type === 'video' ? 'Video' : 'Audio',
              onSelect: (choice) => {
                setError(null);
                update({ src: choice.url, mediaId: choice.media?.id ?? null });
              },
            }}
            onClose={() => setLibrary(false)}
          />
        </Suspense>
      )}
    </>
  );
}

/** An image block's picture, replaced from the media library or from a URL (spec/001 §2). */
function ImageFields({ block }: { block: ImageBlock }) {
  const { run } = useEditorApi();
  const [opened, setOpened] = useState<'library' | 'url' | null>(null);
  const replace = (src: string, mediaId: string | null) =>
    void run('updateBlock', { id: block.id, change: { src, mediaId, crop: null } });
  return (
    <div className="editor-inspector__section">
      <button type="button" className="button button--small" onClick={() => setOpened('library')}>
        Replace image
      </button>
      <button type="button" className="button button--small" onClick={() => setOpened('url')}>
        Insert from URL
      </button>
      <Suspense fallback={null}>
        {opened === 'library' && (
          <MediaLibrary
            mode={{
              type: 'select',
              only: 'Image',
              onSelect: (choice) => replace(choice.url, choice.media?.id ?? null),
            }}
            onClose={() => setOpened(null)}
          />
        )}
        {opened === 'url' && (
          <UrlPrompt
            library="own"
            only="Image"
            onInserted={(item) => item.url && replace(item.url, item.id)}
            onClose={() => setOpened(null)}
          />
        )}
      </Suspense>
    </div>
  );
}

/** The inspector fields of image, iframe, video and audio blocks; nothing for other kinds. */
export function MediaFields({ block }: { block: Block }) {
  if (block.type === 'image') return <ImageFields key={block.id} block={block} />;
  if (block.type === 'iframe') return <IframeFields key={block.id} block={block} />;
  if (block.type === 'video' || block.type === 'audio') return <PlayableFields key={block.id} block={block} />;
  return null;
}
