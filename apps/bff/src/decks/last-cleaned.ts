/** How much cleaned markup is kept in all (characters), and for how many decks at most. */
const LAST_CLEANED = { maxChars: 32_000_000, maxDecks: 2_000 };

/**
 * The markup each deck's last content save in this process was cleaned to, the most recently
 * saved decks first kept: the next save of the deck cleans only the slides it changed
 * (`cleanedBefore`). Any cleaned markup of the deck serves, whichever version it was.
 */
export function createLastCleaned(limits = LAST_CLEANED) {
  /** In the order they were last saved: the first is the one to drop when full. */
  const kept = new Map<string, string>();
  let chars = 0;

  function forget(deckId: string) {
    const markup = kept.get(deckId);
    if (markup === undefined) return;
    kept.delete(deckId);
    chars -= markup.length;
  }

  return {
    get: (deckId: string): string | undefined => kept.get(deckId),
    set(deckId: string, markup: string) {
      forget(deckId);
      if (markup.length > limits.maxChars) return;
      kept.set(deckId, markup);
      chars += markup.length;
      while (chars > limits.maxChars || kept.size > limits.maxDecks) forget(kept.keys().next().value!);
    },
  };
}
