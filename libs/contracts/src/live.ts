import { z } from 'zod';
import { phoneNumberProblem } from '@lectern/domain';
import { storedText } from './text.js';

/** A published state, as its JSON text, is at most this long. */
export const LIVE_STATE_MAX_LENGTH = 4096;
/** Slide and fragment indices a state may name. */
const index = z.number().int().min(-1).max(10_000);

/**
 * The presentation state a presenter publishes and viewers apply (spec/001 §3 "Stream state"):
 * reveal.js's slide, fragment, paused and overview state, interactive animations, and who published it.
 */
export const liveState = z
  .object({
    indexh: index,
    indexv: index.optional(),
    indexf: index.nullable().optional(),
    paused: z.boolean().optional(),
    overview: z.boolean().optional(),
    publisher_id: z.string().max(64).optional(),
    animations: z
      .record(z.string().max(64), z.union([z.string().max(256), z.number(), z.boolean()]))
      .refine((value) => Object.keys(value).length <= 100, 'too many animations')
      .optional(),
  })
  .strict();
export type LiveState = z.infer<typeof liveState>;

/** A state as the JSON string the calls and the socket carry: only a valid `liveState` passes. */
export const liveStateText = storedText()
  .max(LIVE_STATE_MAX_LENGTH)
  .refine((text) => {
    try {
      return liveState.safeParse(JSON.parse(text)).success;
    } catch {
      return false;
    }
  }, 'must be a JSON presentation state');

/**
 * What the presenter lets the audience see (spec/001 §3 "Live state message"): the pointer, the
 * presentation controls, the speaker notes, and slides scaled up to fill the window.
 */
export const liveSettings = z
  .object({
    present_pointer: z.boolean(),
    present_controls: z.boolean(),
    present_notes: z.boolean(),
    present_upsizing: z.boolean(),
  })
  .strict();
export type LiveSettings = z.infer<typeof liveSettings>;

/** POST /decks/{id}/stream (spec/001 §7): the stream, created or resumed. */
export const streamResponse = z
  .object({ publisher_key: z.string(), active: z.boolean(), state: z.string().nullable() })
  .meta({ id: 'Stream' });

/**
 * GET /decks/{id}/stream: its state (null while nobody has published), whether it is active, and
 * whether the requester may publish on it (presents the deck, or sent its publisher key).
 */
export const streamStateResponse = z.object({
  state: z.string().nullable(),
  /** The presenter's last live settings; null until they sent some. */
  settings: liveSettings.nullable(),
  active: z.boolean(),
  can_publish: z.boolean(),
});
export type StreamStateResponse = z.infer<typeof streamStateResponse>;

/** PUT /decks/{id}/stream: the new state as a JSON string. */
export const updateStreamRequest = z.object({ state: liveStateText });

/** The header a publisher-key holder sends its key in. */
export const PUBLISHER_KEY_HEADER = 'x-publisher-key';

// The live namespace on /realtime (spec/001 §7 "Real-time").

const pointer = z.object({
  type: z.literal('live:pointer'),
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  outside: z.boolean(),
  down: z.boolean(),
});
const timer = z.object({
  type: z.enum(['timer:start', 'timer:pause', 'timer:stop', 'timer:sync', 'timer:request-sync']),
  started_at: z.number().int().min(0).optional(),
  paused_at: z.number().int().min(0).nullable().optional(),
  limit_minutes: z.number().int().min(0).max(10_000).optional(),
});
const media = z.object({
  type: z.enum(['media:play', 'media:pause', 'media:seeked']),
  blockID: z.string().max(64),
  currentTime: z.number().min(0).max(1e7),
});

// The type comes first, as in every message: realtime tells messages apart by how their text starts.
const settings = z.object({ type: z.literal('live:settings'), ...liveSettings.shape }).strict();
export type LiveSettingsMessage = z.infer<typeof settings>;

/** What a publisher relays to everyone following the deck, as sent. */
export const liveRelayMessage = z.discriminatedUnion('type', [pointer, timer, media, settings]);
export type LiveRelayMessage = z.infer<typeof liveRelayMessage>;

/** Client to server. */
export const liveClientMessage = z.discriminatedUnion('type', [
  /** Join a deck's stream: as a viewer, or as its publisher (by the session, or with its publisher key). */
  z.object({
    type: z.literal('live:subscribe'),
    deck_id: z.string().min(1).max(64),
    publisher: z.boolean().optional(),
    publisher_key: z.string().max(200).optional(),
    /** A private link's token, for a deck the viewer reaches only through it. */
    token: z.string().max(200).optional(),
  }),
  /** A publisher's new state. */
  z.object({ type: z.literal('live:state'), state: liveStateText }),
  pointer,
  timer,
  media,
  settings,
]);
export type LiveClientMessage = z.infer<typeof liveClientMessage>;

export const liveErrorReason = z.enum(['not_found', 'forbidden', 'invalid', 'not_subscribed', 'unavailable']);
export type LiveErrorReason = z.infer<typeof liveErrorReason>;

/** Server to client. */
export const liveServerMessage = z.discriminatedUnion('type', [
  /** The join's answer, with the current state at once (null while the presenter has not published). */
  z.object({
    type: z.literal('live:subscribed'),
    deck_id: z.string(),
    role: z.enum(['publisher', 'viewer']),
    state: z.string().nullable(),
    /** The presenter's last live settings; null until they sent some. */
    settings: liveSettings.nullable(),
  }),
  /** The presenter published a new state. */
  z.object({ type: z.literal('live:state'), deck_id: z.string(), state: z.string() }),
  z.object({ type: z.literal('live:error'), reason: liveErrorReason }),
  /** To publishers: how many viewers follow the deck, on every realtime process. */
  z.object({ type: z.literal('live:subscribers'), count: z.number().int().min(0) }),
  /** The deck was saved: viewers load it again. */
  z.object({ type: z.literal('live:deck_changed'), deck_id: z.string() }),
  pointer,
  timer,
  media,
  settings,
]);
export type LiveServerMessage = z.infer<typeof liveServerMessage>;

/**
 * POST /decks/{id}/sms (spec/001 §7): texts the deck's remote control link to a phone. The phone
 * rules (`phoneNumberProblem`) answer 'Please enter a valid phone number' on `phone_number`.
 */
export const smsRequest = z
  .object({
    phone_number: storedText().max(64),
    country_code: storedText().max(8),
  })
  .superRefine((value, ctx) => {
    const problem = phoneNumberProblem(value.country_code, value.phone_number);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['phone_number'] });
  });
export type SmsRequest = z.infer<typeof smsRequest>;

/** GET /sms: whether this server can send text messages (an SMS provider is configured). */
export const smsStatusResponse = z.object({ configured: z.boolean() });
