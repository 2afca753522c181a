import { useEffect } from 'react';

export const PRODUCT_NAME = 'Brigade';

/** Sets `document.title` to 'Brigade - <page>' (spec 01 §2: titles carry the product name). */
export function usePageTitle(page: string): void {
  useEffect(() => {
    globalThis.document.title = `${PRODUCT_NAME} - ${page}`;
  }, [page]);
}
