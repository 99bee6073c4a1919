export const PRODUCT_NAME = 'Lectern';
export const PRODUCT_DESCRIPTION = 'Create, edit, present and share slide decks.';
