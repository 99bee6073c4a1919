import { useEffect } from 'react';
import { PRODUCT_NAME } from '../ui/product';

/** Sets the browser tab's title for the screen; no title shows the product name alone. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
