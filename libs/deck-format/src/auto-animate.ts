import type { Attributes, Block, Slide } from './model.js';
import { AUTO_ANIMATE_DEFAULTS, AUTO_ANIMATE_RANGE_MS, AUTO_ANIMATE_STEP_MS } from './constants.js';

/**
 * Auto-animate (spec/001 §2, §5): a slide with `data-auto-animate` next to another one animates
 * the elements they share. reveal.js pairs elements by `data-id` (then by text and source), so
 * the blocks of an auto-animate slide carry a `data-id`, and a slide duplicated from it keeps
 * them. Durations and delays are milliseconds here and seconds in reveal.js's attributes.
 */

/** The ten easings of the prompt, as CSS timing functions. */
export const AUTO_ANIMATE_EASINGS = [
  { value: 'ease', label: 'Ease' },
  { value: 'linear', label: 'Linear' },
  { value: 'ease-in', label: 'Ease in' },
  { value: 'ease-out', label: 'Ease out' },
  { value: 'ease-in-out', label: 'Ease in out' },
  { value: 'cubic-bezier(0.55, 0.055, 0.675, 0.19)', label: 'Ease in cubic' },
  { value: 'cubic-bezier(0.215, 0.61, 0.355, 1)', label: 'Ease out cubic' },
  { value: 'cubic-bezier(0.6, -0.28, 0.735, 0.045)', label: 'Ease in back' },
  { value: 'cubic-bezier(0.175, 0.885, 0.32, 1.275)', label: 'Ease out back' },
  { value: 'cubic-bezier(0.68, -0.55, 0.265, 1.55)', label: 'Ease in out back' },
] as const;

export interface AutoAnimate {
  readonly duration: number;
  readonly delay: number;
  readonly easing: string;
  /** Whether elements without a partner on the other slide fade in (reveal.js's default). */
  readonly unmatched: boolean;
}

export const AUTO_ANIMATE_DEFAULT_SETTINGS: AutoAnimate = {
  duration: AUTO_ANIMATE_DEFAULTS.duration,
  delay: AUTO_ANIMATE_DEFAULTS.delay,
  easing: AUTO_ANIMATE_DEFAULTS.easing,
  unmatched: true,
};

const ATTRIBUTE = 'data-auto-animate';
const DURATION = 'data-auto-animate-duration';
const DELAY = 'data-auto-animate-delay';
const EASING = 'data-auto-animate-easing';
const UNMATCHED = 'data-auto-animate-unmatched';
const OWN = [ATTRIBUTE, DURATION, DELAY, EASING, UNMATCHED];

/** Milliseconds as typed: clamped to 0–10,000 and rounded to tenths of a second. */
export function autoAnimateMsFrom(value: number): number {
  if (!Number.isFinite(value)) return AUTO_ANIMATE_RANGE_MS.min;
  const clamped = Math.min(AUTO_ANIMATE_RANGE_MS.max, Math.max(AUTO_ANIMATE_RANGE_MS.min, value));
  return Math.round(clamped / AUTO_ANIMATE_STEP_MS) * AUTO_ANIMATE_STEP_MS;
}

const attribute = (attributes: Attributes, name: string) => attributes.find(([key]) => key === name)?.[1];

function secondsAsMs(written: string | undefined, fallback: number): number {
  const seconds = written === undefined ? Number.NaN : Number(written);
  return Number.isFinite(seconds) ? autoAnimateMsFrom(seconds * 1000) : fallback;
}

/** The slide's auto-animate settings, or null when it does not auto-animate. */
export function slideAutoAnimate(slide: Slide): AutoAnimate | null {
  const { attributes } = slide;
  if (attribute(attributes, ATTRIBUTE) === undefined) return null;
  return {
    duration: secondsAsMs(attribute(attributes, DURATION), AUTO_ANIMATE_DEFAULTS.duration),
    delay: secondsAsMs(attribute(attributes, DELAY), AUTO_ANIMATE_DEFAULTS.delay),
    easing: attribute(attributes, EASING) || AUTO_ANIMATE_DEFAULTS.easing,
    unmatched: attribute(attributes, UNMATCHED) !== 'false',
  };
}

const seconds = (ms: number) => String(autoAnimateMsFrom(ms) / 1000);

/** The settings as attributes; values equal to reveal.js's defaults are left out. */
function autoAnimateAttributes(settings: AutoAnimate): Attributes {
  const { duration, delay, easing, unmatched } = settings;
  return [
    [ATTRIBUTE, ''],
    ...(autoAnimateMsFrom(duration) === AUTO_ANIMATE_DEFAULTS.duration ? [] : [[DURATION, seconds(duration)] as const]),
    ...(autoAnimateMsFrom(delay) === 0 ? [] : [[DELAY, seconds(delay)] as const]),
    ...(easing === AUTO_ANIMATE_DEFAULTS.easing ? [] : [[EASING, easing] as const]),
    ...(unmatched ? [] : [[UNMATCHED, 'false'] as const]),
  ];
}

const MATCH_ATTRIBUTE = 'data-id';

/** The block's `data-id`, by which reveal.js pairs it with a block of a neighbouring slide. */
export const blockMatchId = (block: Block): string | null => attribute(block.extraAttributes, MATCH_ATTRIBUTE) ?? null;

/**
 * The slide set to auto-animate with these settings (null: not at all). Turning it on gives
 * every block without a `data-id` its block id as one, so a copy of the slide pairs with it.
 */
export function withAutoAnimate(slide: Slide, settings: AutoAnimate | null): Slide {
  const attributes = [
    ...slide.attributes.filter(([name]) => !OWN.includes(name)),
    ...(settings === null ? [] : autoAnimateAttributes(settings)),
  ];
  if (settings === null) return { ...slide, attributes };
  const blocks = slide.blocks.map((block) =>
    blockMatchId(block) === null
      ? { ...block, extraAttributes: [...block.extraAttributes, [MATCH_ATTRIBUTE, block.id] as const] }
      : block,
  );
  return { ...slide, attributes, blocks };
}

const matchIdsOf = (blocks: readonly Block[]): string[] =>
  blocks.flatMap((block) => [
    ...(blockMatchId(block) === null ? [] : [blockMatchId(block)!]),
    ...(block.type === 'group' ? matchIdsOf(block.children) : []),
  ]);

/**
 * Blocks being added to a slide that holds `existing`, each keeping its `data-id` only while no
 * other block of the slide has it: reveal.js pairs elements across slides by it, so it must be
 * unique within a slide. A copy whose `data-id` is taken gets its own (new) block id as one, or
 * none if even that is taken; pasted onto another slide it keeps the one it had, and pairs.
 */
export function withMatchIdsUniqueOn(existing: readonly Block[], added: readonly Block[]): Block[] {
  const taken = new Set(matchIdsOf(existing));
  const unique = (block: Block): Block => {
    const inner = block.type === 'group' ? { ...block, children: block.children.map(unique) } : block;
    const own = blockMatchId(block);
    if (own === null) return inner;
    const matchId = !taken.has(own) ? own : !taken.has(block.id) ? block.id : null;
    if (matchId !== null) taken.add(matchId);
    const extraAttributes = block.extraAttributes.flatMap(([name, value]) =>
      name !== MATCH_ATTRIBUTE ? [[name, value] as const] : matchId === null ? [] : [[name, matchId] as const],
    );
    return { ...inner, extraAttributes };
  };
  return added.map(unique);
}
