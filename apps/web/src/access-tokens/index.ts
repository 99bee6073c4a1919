export { DeckPasswordForm, type DeckPasswordFormProps } from './deck-password-form';
