import { useId, useState } from 'react';
import {
  AUTO_SLIDE_PRESETS_S,
  autoSlideSecondsForDuration,
  editableSlideClasses,
  slideAutoSlideSeconds,
  slideBackground,
  slideLinkCount,
  slideTransition,
  slugifySlideId,
  TRANSITIONS,
  type AudioBlock,
  type Deck,
  type Slide,
  type TransitionKind,
  type VideoBlock,
} from '@lectern/deck-format';
import { planPrivileges } from '@lectern/domain';
import type { ConfirmRequest } from '../../dialogs/confirm-dialog';
import { PromptDialog } from '../../dialogs/prompt-dialog';
import { heldPlanOf } from '../../session/team-manager';
import { useCurrentUser } from '../../session/session-context';
import { useEditorApi } from '../editor-context';
import { isHidden } from '../model/deck-ops';
import { RangeField } from '../toolbar/range-field';
import { useMediaDuration } from './media-duration';
import { slideIdProblem } from './slide-actions';
import './slide-settings.css';
import { SelectField } from '../../forms/select-field';

/** Auto-slide seconds as typed into the range field; 0 is none. */
const AUTO_SLIDE_RANGE = { min: 0, max: 3600, decimals: 1, step: 1 } as const;
const TRANSITION_CHOICES = [
  { value: '', label: 'Deck default' },
  ...TRANSITIONS.filter((transition) => !transition.deprecated),
];

const updateLinksRequest = (count: number): ConfirmRequest => ({
  title: 'Update links?',
  text: `${count === 1 ? 'A link in this deck leads' : `${count} links in this deck lead`} to this slide. Update ${count === 1 ? 'it' : 'them'} to the new slide ID?`,
  confirmLabel: 'Update links',
});

function TransitionSelect({ slide, kind, label }: { slide: Slide; kind: TransitionKind; label: string }) {
  const { run } = useEditorApi();
  return (
    <SelectField
      wide
      label={label}
      value={slideTransition(slide, kind) ?? ''}
      options={TRANSITION_CHOICES}
      onChange={(transition) => void run('setSlideTransition', { kind, transition: transition || null })}
    />
  );
}

/** The first video and audio a slide plays (a block, or its background video), for the auto-slide presets. */
function slideMedia(slide: Slide): { video: string | null; audio: string | null } {
  const video = slide.blocks.find((block): block is VideoBlock => block.type === 'video' && block.src !== '');
  const audio = slide.blocks.find((block): block is AudioBlock => block.type === 'audio' && block.src !== '');
  return { video: video?.src ?? slideBackground(slide).video?.src ?? null, audio: audio?.src ?? null };
}

function AutoSlideFields({ slide }: { slide: Slide }) {
  const { run } = useEditorApi();
  const seconds = slideAutoSlideSeconds(slide);
  const media = slideMedia(slide);
  const videoSeconds = autoSlideSecondsForDuration(useMediaDuration(media.video, 'video') ?? Number.NaN);
  const audioSeconds = autoSlideSecondsForDuration(useMediaDuration(media.audio, 'audio') ?? Number.NaN);
  const presetId = useId();
  const presets = [
    ...AUTO_SLIDE_PRESETS_S.map((value) => ({ value, label: `${value} seconds` })),
    ...(videoSeconds ? [{ value: videoSeconds, label: `Match video (${videoSeconds} seconds)` }] : []),
    ...(audioSeconds ? [{ value: audioSeconds, label: `Match audio (${audioSeconds} seconds)` }] : []),
  ];
  return (
    <fieldset className="prompt-fieldset">
      <legend>Auto-slide</legend>
      <label className="editor-field" htmlFor={presetId}>
        <span className="editor-field__label">Preset</span>
        <select
          id={presetId}
          className="editor-field__input"
          value={presets.find((preset) => preset.value === seconds)?.label ?? ''}
          onChange={(event) => {
            const preset = presets.find((candidate) => candidate.label === event.target.value);
            void run('setAutoSlide', preset?.value ?? null);
          }}
        >
          <option value="">{seconds === null ? 'Off' : 'Custom'}</option>
          {presets.map((preset) => (
            <option key={preset.label} value={preset.label}>
              {preset.label}
            </option>
          ))}
        </select>
      </label>
      <RangeField
        label="Seconds"
        value={seconds ?? 0}
        spec={AUTO_SLIDE_RANGE}
        onCommit={(next) => void run('setAutoSlide', next > 0 ? next : null)}
      />
    </fieldset>
  );
}

function SlideIdField({
  slide,
  deck,
  confirm,
}: {
  slide: Slide;
  deck: Deck;
  confirm: (request: ConfirmRequest) => Promise<boolean>;
}) {
  const { run, store } = useEditorApi();
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const messageId = useId();
  const commit = async () => {
    if (draft === null) return;
    const id = slugifySlideId(draft);
    setDraft(id === '' ? null : id);
    if (id === '' || id === slide.id) {
      setProblem(null);
      setDraft(null);
      return;
    }
    const taken = slideIdProblem(store.state, id);
    setProblem(taken);
    if (taken) return;
    const links = slideLinkCount(deck, slide.id);
    const updateLinks = links > 0 && (await confirm(updateLinksRequest(links)));
    await run('renameSlide', { id, updateLinks });
    setDraft(null);
  };
  return (
    <label className="editor-field">
      <span className="editor-field__label">Slide ID</span>
      <input
        className="editor-field__input"
        value={draft ?? slide.id}
        aria-invalid={problem !== null}
        aria-describedby={problem ? messageId : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => void commit()}
        onKeyDown={(event) => event.key === 'Enter' && void commit()}
      />
      {problem && (
        <span id={messageId} className="editor-field__message" role="alert">
          {problem}
        </span>
      )}
    </label>
  );
}

function ClassesField({ slide }: { slide: Slide }) {
  const { run } = useEditorApi();
  const [draft, setDraft] = useState<string | null>(null);
  const value = editableSlideClasses(slide);
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    if (draft.trim().replace(/\s+/g, ' ') !== value) void run('setSlideClasses', draft);
  };
  return (
    <label className="editor-field">
      <span className="editor-field__label">Classes</span>
      <input
        className="editor-field__input"
        value={draft ?? value}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => event.key === 'Enter' && commit()}
      />
    </label>
  );
}

/**
 * The slide settings prompt (spec/001 §2, §3, §5): slide ID, transition and background
 * transition, auto-slide, classes (with the custom CSS privilege and developer mode) and whether
 * the slide is hidden. Each change applies at once.
 */
export function SlideSettingsPrompt({
  slide,
  deck,
  confirm,
  onClose,
}: {
  slide: Slide;
  deck: Deck;
  confirm: (request: ConfirmRequest) => Promise<boolean>;
  onClose: () => void;
}) {
  const { run } = useEditorApi();
  const user = useCurrentUser();
  const showClasses = !!user && planPrivileges.customCss.includes(heldPlanOf(user)) && user.settings.developer_mode;
  return (
    <PromptDialog title="Slide settings" className="slide-settings" onDismiss={onClose}>
      <div className="slide-settings-form">
        <SlideIdField key={slide.id} slide={slide} deck={deck} confirm={confirm} />
        <TransitionSelect slide={slide} kind="slide" label="Transition" />
        <TransitionSelect slide={slide} kind="background" label="Background transition" />
        <AutoSlideFields slide={slide} />
        {showClasses && <ClassesField slide={slide} />}
        <label className="editor-check">
          <input type="checkbox" checked={isHidden(slide)} onChange={() => void run('toggleHidden', undefined)} />
          Hide this slide when presenting
        </label>
      </div>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          Done
        </button>
      </div>
    </PromptDialog>
  );
}
