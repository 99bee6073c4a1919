export { DeckPasswordForm, type DeckPasswordFormProps } from './deck-password-form';
export { withMediaToken } from './media-token';
