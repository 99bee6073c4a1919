import { useEffect, useState } from 'react';
import { ApiError } from '../../../api/client';
import { openStream } from '../../../api/streams';

export type StreamOpening =
  | { kind: 'opening' }
  /** `key` is the stream's publisher key (for the remote control link); with one given, it is that one. */
  | { kind: 'open'; key: string }
  | { kind: 'refused'; signedOut: boolean }
  | { kind: 'failed' };

/**
 * The deck's live stream, created or resumed (POST /decks/{id}/stream) for its presenter. A remote
 * opened with the publisher key needs no call: the key is its permission, checked when it subscribes.
 */
export function useStream(deckId: string, givenKey: string | undefined, attempt: number): StreamOpening {
  const [opening, setOpening] = useState<StreamOpening>(
    givenKey ? { kind: 'open', key: givenKey } : { kind: 'opening' },
  );
  useEffect(() => {
    if (givenKey) return setOpening({ kind: 'open', key: givenKey });
    let current = true;
    setOpening({ kind: 'opening' });
    openStream(deckId).then(
      (stream) => current && setOpening({ kind: 'open', key: stream.publisher_key }),
      (error: unknown) => {
        if (!current) return;
        const refused = error instanceof ApiError && [401, 403, 404].includes(error.status);
        setOpening(refused ? { kind: 'refused', signedOut: error.status === 401 } : { kind: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [deckId, givenKey, attempt]);
  return opening;
}
