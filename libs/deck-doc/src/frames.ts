import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as syncProtocol from 'y-protocols/sync';
import type * as Y from 'yjs';

/**
 * The binary frames of a deck edited together, written and read alike by the realtime server, the
 * editor and test clients: the yjs sync protocol and awareness, as y-websocket frames them.
 */
export const SYNC_FRAME = 0;
export const AWARENESS_FRAME = 1;

export type TogetherFrame =
  | { kind: 'step1'; stateVector: Uint8Array }
  | { kind: 'update'; update: Uint8Array }
  | { kind: 'awareness'; update: Uint8Array; clients: number[] };

/** Reads one client frame; null for anything else (the socket is told it is invalid). */
export function readFrame(data: Uint8Array): TogetherFrame | null {
  try {
    const decoder = decoding.createDecoder(data);
    const frame = decoding.readVarUint(decoder);
    if (frame === SYNC_FRAME) {
      const step = decoding.readVarUint(decoder);
      const payload = decoding.readVarUint8Array(decoder);
      if (step === syncProtocol.messageYjsSyncStep1) return { kind: 'step1', stateVector: payload };
      if (step === syncProtocol.messageYjsSyncStep2 || step === syncProtocol.messageYjsUpdate)
        return { kind: 'update', update: payload };
      return null;
    }
    if (frame === AWARENESS_FRAME) {
      const update = decoding.readVarUint8Array(decoder);
      return { kind: 'awareness', update, clients: awarenessClients(update) };
    }
  } catch {
    return null;
  }
  return null;
}

/** The client ids an awareness update speaks for (a socket may only speak for its own). */
function awarenessClients(update: Uint8Array): number[] {
  const decoder = decoding.createDecoder(update);
  const count = decoding.readVarUint(decoder);
  const clients: number[] = [];
  for (let i = 0; i < count; i++) {
    clients.push(decoding.readVarUint(decoder));
    decoding.readVarUint(decoder);
    decoding.readVarString(decoder);
  }
  return clients;
}

const framed = (write: (encoder: encoding.Encoder) => void): Uint8Array => {
  const encoder = encoding.createEncoder();
  write(encoder);
  return encoding.toUint8Array(encoder);
};

export const step1Frame = (doc: Y.Doc) =>
  framed((encoder) => {
    encoding.writeVarUint(encoder, SYNC_FRAME);
    syncProtocol.writeSyncStep1(encoder, doc);
  });

export const step2Frame = (doc: Y.Doc, stateVector: Uint8Array) =>
  framed((encoder) => {
    encoding.writeVarUint(encoder, SYNC_FRAME);
    syncProtocol.writeSyncStep2(encoder, doc, stateVector);
  });

export const updateFrame = (update: Uint8Array) =>
  framed((encoder) => {
    encoding.writeVarUint(encoder, SYNC_FRAME);
    syncProtocol.writeUpdate(encoder, update);
  });

export const awarenessFrame = (update: Uint8Array) =>
  framed((encoder) => {
    encoding.writeVarUint(encoder, AWARENESS_FRAME);
    encoding.writeVarUint8Array(encoder, update);
  });
