import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import {
  BACKGROUND_IMAGE_SIZES,
  BACKGROUND_OPACITY_RANGE,
  BACKGROUND_POSITIONS,
  BACKGROUND_VIDEO_SIZES,
  backgroundKind,
  DEFAULT_BACKGROUND_IMAGE_SIZE,
  DEFAULT_BACKGROUND_POSITION,
  newBackgroundVideo,
  slideBackground,
  type BackgroundImage,
  type BackgroundImageSize,
  type BackgroundKind,
  type BackgroundPosition,
  type BackgroundVideo,
  type BackgroundVideoSize,
  type Slide,
} from '@lectern/deck-format';
import { PromptDialog } from '../../dialogs/prompt-dialog';
import { isProcessing } from '../../media-library';
import { iframeSource } from '../blocks/iframe-source';
import { useEditorApi } from '../editor-context';
import { AddressField, FRAMING_FORBIDDEN, useFramingForbidden } from '../toolbar/media-fields';
import { RangeField } from '../toolbar/range-field';
import { averageColor } from './average-color';
import { playableAddress, videoPageEmbed } from './background-address';
import './slide-settings.css';
import { SelectField } from '../../forms/select-field';
import { THEME_PALETTE_LIST_ID } from '../../themes';

const MediaLibrary = lazy(() =>
  import('../../media-library/media-library').then((module) => ({ default: module.MediaLibrary })),
);

const KINDS: readonly { kind: BackgroundKind; label: string }[] = [
  { kind: 'color', label: 'Color' },
  { kind: 'image', label: 'Image' },
  { kind: 'video', label: 'Video' },
  { kind: 'iframe', label: 'Iframe' },
];

const DEFAULT_COLOR = '#ffffff';
const VIDEO_PROCESSING = 'The video is being processed. It shows here once it is ready.';
const NOT_A_VIDEO = 'Please enter a valid URL';

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="editor-check">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}

function Section({
  kind,
  label,
  open,
  active,
  onToggle,
  children,
}: {
  kind: BackgroundKind;
  label: string;
  open: boolean;
  active: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const panelId = useId();
  return (
    <div className={`background-section${open ? ' is-open' : ''}`} data-kind={kind}>
      <h3 className="background-section__head">
        <button type="button" aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
          {label}
          {active && <span className="background-section__badge"> (in use)</span>}
        </button>
      </h3>
      {open && (
        <div id={panelId} className="background-section__body">
          {children}
        </div>
      )}
    </div>
  );
}

/**
 * The slide background prompt (spec/001 §2, §4, §9): an accordion of Color, Image, Video and
 * Iframe. Every change applies to the slide at once (one undo step each); picking one kind
 * removes the others.
 */
export function BackgroundPrompt({ slide, onClose }: { slide: Slide; onClose: () => void }) {
  const { run } = useEditorApi();
  const background = slideBackground(slide);
  const [open, setOpen] = useState<BackgroundKind | null>(backgroundKind(background) ?? 'color');
  const [library, setLibrary] = useState<'Image' | 'Video' | null>(null);
  const [videoError, setVideoError] = useState<string | null>(null);
  const [iframeError, setIframeError] = useState<string | null>(null);
  const framingForbidden = useFramingForbidden(background.iframe?.src ?? '');
  const { image, video, iframe } = background;

  const setImage = (next: BackgroundImage) => void run('setSlideBackground', { kind: 'image', image: next });
  const setVideo = (next: BackgroundVideo) => void run('setSlideBackground', { kind: 'video', video: next });
  const typedVideo = (typed: string) => {
    const page = videoPageEmbed(typed);
    if (page) {
      setVideoError(null);
      void run('setSlideBackground', { kind: 'iframe', iframe: { src: page, interactive: false } });
      setOpen('iframe');
      return;
    }
    const address = playableAddress(typed);
    setVideoError(address ? null : NOT_A_VIDEO);
    if (address) setVideo(newBackgroundVideo(address, null));
  };

  const toggle = (kind: BackgroundKind) => setOpen((was) => (was === kind ? null : kind));
  const remove = (kind: BackgroundKind) =>
    void run(
      'setSlideBackground',
      kind === 'color'
        ? { kind, color: null }
        : kind === 'image'
          ? { kind, image: null }
          : kind === 'video'
            ? { kind, video: null }
            : { kind, iframe: null },
    );
  const removeButton = (kind: BackgroundKind, label: string) => (
    <button type="button" className="button button--small" onClick={() => remove(kind)}>
      {label}
    </button>
  );

  const sections: Record<BackgroundKind, ReactNode> = {
    color: (
      <>
        <label className="editor-field editor-field--check">
          <input
            type="color"
            list={THEME_PALETTE_LIST_ID}
            className="background-color-input"
            value={/^#[0-9a-f]{6}$/i.test(background.color ?? '') ? background.color! : DEFAULT_COLOR}
            onChange={(event) => void run('setSlideBackground', { kind: 'color', color: event.target.value })}
          />
          <span className="editor-field__label">Background color</span>
        </label>
        {background.color && removeButton('color', 'Remove color')}
      </>
    ),
    image: (
      <>
        {image && <img className="background-preview" src={image.src} alt="Background image" />}
        <button type="button" className="button button--small" onClick={() => setLibrary('Image')}>
          {image ? 'Replace image' : 'Choose image'}
        </button>
        {image && (
          <>
            <SelectField<BackgroundImageSize>
              wide
              label="Size"
              value={image.size}
              options={BACKGROUND_IMAGE_SIZES}
              onChange={(size) => setImage({ ...image, size })}
            />
            <SelectField<BackgroundPosition>
              wide
              label="Position"
              value={image.position}
              options={BACKGROUND_POSITIONS}
              onChange={(position) => setImage({ ...image, position })}
            />
            <RangeField
              label="Opacity"
              unit="%"
              value={image.opacity}
              spec={BACKGROUND_OPACITY_RANGE}
              onCommit={(opacity) => setImage({ ...image, opacity })}
            />
            {removeButton('image', 'Remove image')}
          </>
        )}
      </>
    ),
    video: (
      <>
        {video?.thumb && <img className="background-preview" src={video.thumb} alt="Background video" />}
        {video?.processing && <p className="editor-inspector__note">{VIDEO_PROCESSING}</p>}
        <button type="button" className="button button--small" onClick={() => setLibrary('Video')}>
          {video ? 'Replace video' : 'Choose video'}
        </button>
        <AddressField
          label="Video address"
          value={video && !video.mediaId ? video.src : ''}
          error={videoError}
          note={null}
          onCommit={typedVideo}
        />
        {video && (
          <>
            <SelectField<BackgroundVideoSize>
              wide
              label="Size"
              value={video.size}
              options={BACKGROUND_VIDEO_SIZES}
              onChange={(size) => setVideo({ ...video, size })}
            />
            <Check label="Muted" checked={video.muted} onChange={(muted) => setVideo({ ...video, muted })} />
            <Check label="Loop" checked={video.loop} onChange={(loop) => setVideo({ ...video, loop })} />
            {removeButton('video', 'Remove video')}
          </>
        )}
      </>
    ),
    iframe: (
      <>
        <AddressField
          label="Iframe address"
          value={iframe?.src ?? ''}
          error={iframeError}
          note={framingForbidden ? FRAMING_FORBIDDEN : null}
          onCommit={(typed) => {
            const source = iframeSource(typed);
            setIframeError('error' in source ? source.error : null);
            if ('src' in source)
              void run('setSlideBackground', {
                kind: 'iframe',
                iframe: { src: source.src, interactive: iframe?.interactive ?? false },
              });
          }}
        />
        {iframe && (
          <>
            <Check
              label="Interactive (the audience can click in the page)"
              checked={iframe.interactive}
              onChange={(interactive) =>
                void run('setSlideBackground', { kind: 'iframe', iframe: { ...iframe, interactive } })
              }
            />
            {removeButton('iframe', 'Remove iframe')}
          </>
        )}
      </>
    ),
  };

  return (
    <PromptDialog title="Slide background" className="background-prompt" onDismiss={onClose}>
      <div className="background-accordion">
        {KINDS.map(({ kind, label }) => (
          <Section
            key={kind}
            kind={kind}
            label={label}
            open={open === kind}
            active={backgroundKind(background) === kind}
            onToggle={() => toggle(kind)}
          >
            {sections[kind]}
          </Section>
        ))}
      </div>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          Done
        </button>
      </div>
      <Suspense fallback={null}>
        {library && (
          <MediaLibrary
            mode={{
              type: 'select',
              only: library,
              onSelect: (choice) => {
                if (choice.type === 'Video') {
                  const media = choice.media;
                  setVideo(
                    newBackgroundVideo(
                      choice.url,
                      media && { id: media.id, thumb: media.thumb_url, processing: isProcessing(media) },
                    ),
                  );
                  return;
                }
                void averageColor(choice.url).then((average) =>
                  run('setSlideBackground', {
                    kind: 'image',
                    image: {
                      src: choice.url,
                      size: DEFAULT_BACKGROUND_IMAGE_SIZE,
                      position: DEFAULT_BACKGROUND_POSITION,
                      opacity: BACKGROUND_OPACITY_RANGE.max,
                    },
                    average,
                  }),
                );
              },
            }}
            onClose={() => setLibrary(null)}
          />
        )}
      </Suspense>
    </PromptDialog>
  );
}
