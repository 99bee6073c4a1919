/** Account rules and messages (spec/002 §5, spec/000 §5), shared by the forms and the server. */
export const USERNAME_MIN_LENGTH = 2;
export const USERNAME_MAX_LENGTH = 40;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;

export const accountMessages = {
  required: 'Required',
  usernameTooShort: 'At least 2 characters',
  usernameSpaces: 'No spaces please',
  usernameCharacters: 'Can only contain: A-Z, 0-9, - and _',
  usernameTaken: ["That one's already taken :(", "Sorry, that's taken too"],
  usernameTooLong: `At most ${USERNAME_MAX_LENGTH} characters`,
  passwordTooShort: `At least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `At most ${PASSWORD_MAX_LENGTH} characters`,
  email: 'Please enter a valid email',
  emailTaken: 'That e-mail is already registered',
  terms: 'Please agree to the Terms of Service and Privacy policy before proceeding.',
  signInFailed: 'Invalid username, e-mail or password.',
  currentPasswordRequired: 'Required to change your e-mail or password',
  currentPasswordWrong: 'That is not your current password',
  resetRequested: 'If an account exists for that e-mail, we have sent a link to reset its password.',
  resetTokenInvalid: 'This password reset link is invalid or has expired.',
  identityTaken: 'This sign-in is linked to another Lectern account.',
  otherIdentityLinked: 'Another account of this sign-in service is linked to your Lectern account already.',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The checks of a username in the order the form reports them; undefined when it is valid. */
export function usernameProblem(username: string): string | undefined {
  if (username.length === 0) return accountMessages.required;
  if (/\s/.test(username)) return accountMessages.usernameSpaces;
  if (username.length < USERNAME_MIN_LENGTH) return accountMessages.usernameTooShort;
  if (!/^[A-Za-z0-9_-]+$/.test(username)) return accountMessages.usernameCharacters;
  if (username.length > USERNAME_MAX_LENGTH) return accountMessages.usernameTooLong;
  return undefined;
}

export function emailProblem(email: string): string | undefined {
  if (email.length === 0) return accountMessages.required;
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return accountMessages.email;
  return undefined;
}

export function passwordProblem(password: string): string | undefined {
  if (password.length === 0) return accountMessages.required;
  if (password.length < PASSWORD_MIN_LENGTH) return accountMessages.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return accountMessages.passwordTooLong;
  return undefined;
}

/** Top-level paths of the application: a username equal to one would hide that page. */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  'about',
  'account',
  'admin',
  'api',
  'assets',
  'changelog',
  'decks',
  'embed',
  'explore',
  'features',
  'healthz',
  'help',
  'home',
  'login',
  'logout',
  'media',
  'media-files',
  'new',
  'pricing',
  'privacy',
  'readyz',
  'realtime',
  'reveal',
  'search',
  'security',
  'settings',
  'signin',
  'signup',
  'static',
  'support',
  'teams',
  'terms',
  'themes',
  'users',
  'www',
]);
