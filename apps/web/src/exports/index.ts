export { ImportDeckButton } from './import-deck-button';
