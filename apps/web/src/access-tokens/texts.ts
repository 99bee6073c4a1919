import { createMessageRotation } from '../errors/generic-error';

/** spec/002 §8: a wrong password on a private link gets the next of these, in this order, verbatim. */
export const WRONG_PASSWORD_MESSAGES = [
  'Wrong password, please try again',
  'Still wrong, give it another try',
  'That one was wrong too',
  'Nope.',
] as const;

export const wrongPasswordMessage = createMessageRotation(WRONG_PASSWORD_MESSAGES);

export const deckPasswordTexts = {
  title: 'This deck is password protected',
  lead: 'Enter the password that came with the link to view it.',
  label: 'Password',
  submit: 'View deck',
  busy: 'Checking…',
} as const;
