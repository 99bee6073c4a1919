/** spec/000 §8: generic failures rotate through these messages, verbatim. */
export const GENERIC_ERROR_MESSAGES = [
  'Oops, something went wrong',
  'We ran into an unexpected error',
  "Something's wong, can you try that again?",
] as const;

export type GenericErrorMessage = (typeof GENERIC_ERROR_MESSAGES)[number];

/**
 * Gives each new error the next of `messages` in rotation. The same error object keeps its message,
 * so a failed request's notification and the screen's error component say the same thing.
 */
export function createMessageRotation<Message extends string>(
  messages: readonly Message[],
): (error: unknown) => Message {
  let next = 0;
  const given = new WeakMap<object, Message>();
  return (error) => {
    const isObject = typeof error === 'object' && error !== null;
    const known = isObject ? given.get(error) : undefined;
    if (known) return known;
    const message = messages[next % messages.length]!;
    next += 1;
    if (isObject) given.set(error, message);
    return message;
  };
}

export const createGenericErrorRotation = () => createMessageRotation(GENERIC_ERROR_MESSAGES);

/** The app's one rotation. */
export const genericErrorMessage = createGenericErrorRotation();
