/**
 * A yes/no remembered in this browser (localStorage), such as a notice dismissed for good. Storage
 * that refuses counts as never set: the notice may show again.
 */
export interface LocalFlag {
  isSet(): boolean;
  set(): void;
}

export function localFlag(key: string): LocalFlag {
  return {
    isSet(): boolean {
      try {
        return window.localStorage.getItem(key) !== null;
      } catch {
        return false;
      }
    },
    set(): void {
      try {
        window.localStorage.setItem(key, '1');
      } catch {
        // Storage refused: asked again next time.
      }
    },
  };
}
