import { useEffect, useState } from 'react';
import { loadDeckFont } from './theme';

/** Whether the deck's theme font has loaded (`loadDeckFont`); false again while a new font loads. */
export function useDeckFont(themeFont: string): boolean {
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void loadDeckFont(themeFont).then(() => {
      if (current) setLoaded(themeFont);
    });
    return () => {
      current = false;
    };
  }, [themeFont]);
  return loaded === themeFont;
}
