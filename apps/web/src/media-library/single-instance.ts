let closeOpenLibrary: (() => void) | null = null;

/**
 * One media library at a time (spec/001 §2): a library that opens closes the one already open.
 * Answers the release, for when it closes.
 */
export function claimLibrary(close: () => void): () => void {
  closeOpenLibrary?.();
  closeOpenLibrary = close;
  return () => {
    if (closeOpenLibrary === close) closeOpenLibrary = null;
  };
}
