import { accountMessages } from '@lectern/domain';

/** Spec/002 §5: a taken username gets "That one's already taken :(", then "Sorry, that's taken too", alternating. */
export function createTakenMessages(): () => string {
  let count = 0;
  return () => accountMessages.usernameTaken[count++ % accountMessages.usernameTaken.length]!;
}
