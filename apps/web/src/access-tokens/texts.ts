import { createMessageRotation } from '../errors/generic-error';

/** A wrong password on a private link gets the next of these, in rotation. */
export const WRONG_PASSWORD_MESSAGES = [
  'Wrong password, please try again',
  "That's not it. Check the password and give it another go",
  'Still not the right password. Ask whoever shared the link',
] as const;

export const wrongPasswordMessage = createMessageRotation(WRONG_PASSWORD_MESSAGES);

export const deckPasswordTexts = {
  title: 'This deck is password protected',
  lead: 'Enter the password that came with the link to view it.',
  label: 'Password',
  submit: 'View deck',
  busy: 'Checking…',
} as const;
