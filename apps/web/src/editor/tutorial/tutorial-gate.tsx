import { lazy, Suspense, useEffect, useState } from 'react';
import { isOnlyOwnDeck } from '../../api/decks';
import type { LocalFlag } from '../../app/local-flag';
import { useCurrentUser } from '../../session/session-context';

// Fetched only when it shows.
const EditorTutorial = lazy(() => import('./editor-tutorial').then((module) => ({ default: module.EditorTutorial })));

/**
 * The tutorial for a person's first deck (spec/001 §2, decision 0060): when its owner opens it in
 * the editor and it is the only deck they have. It is asked once per browser: after the tutorial
 * was shown, or the answer was another deck, the editor asks nothing more.
 */
export default function TutorialGate({
  deckId,
  ownerId,
  tutorialDone,
}: {
  deckId: string;
  ownerId: string;
  /** Set once this browser showed the tutorial, or learned that the person opening the editor already had decks. */
  tutorialDone: LocalFlag;
}) {
  const userId = useCurrentUser()?.id;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (userId !== ownerId || tutorialDone.isSet()) return;
    let current = true;
    isOnlyOwnDeck(deckId).then(
      (first) => {
        if (!current) return;
        tutorialDone.set();
        setShown(first);
      },
      // Not known this time: asked again at the next open.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [userId, ownerId, deckId]);

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <EditorTutorial onClose={() => setShown(false)} />
    </Suspense>
  );
}
