/** Tabs of the app tell each other about sign-ins here, so a 'Session expired' popup closes at once. */
const CHANNEL_NAME = 'lectern-session';

interface SessionMessage {
  type: 'signed-in';
}

// One channel per tab: a channel never hears its own messages, so a tab is not told about itself.
let channel: BroadcastChannel | undefined;
const sessionChannel = () => (channel ??= new BroadcastChannel(CHANNEL_NAME));

export function announceSignIn(): void {
  sessionChannel().postMessage({ type: 'signed-in' } satisfies SessionMessage);
}

/** Calls `listener` when another tab signed in; answers the function that stops listening. */
export function onSignInElsewhere(listener: () => void): () => void {
  const onMessage = (event: MessageEvent<SessionMessage>) => {
    if (event.data?.type === 'signed-in') listener();
  };
  sessionChannel().addEventListener('message', onMessage);
  return () => sessionChannel().removeEventListener('message', onMessage);
}
