// The server side of `npm run bench -- together`, in a process of its own so the editors' clients do
// not share its event loop: the BFF on PGlite and one realtime process (as the edit-together tests
// run them), and a deck edited together by its owner and `editors - 1` editor collaborators, typed in
// from one text block. Answers `{ port, deckId, cookies }` (one cookie a person, the owner first);
// stops on `close`.
import { serialize } from '@lectern/deck-format';
import { oneTextBlockDeck } from '@lectern/deck-doc/testing';
import { provideProjections } from '@lectern/projection-testing';
import { createInProcessPubSub } from '@lectern/pubsub';
import { hashPasswordsQuicklyForTests } from '../apps/bff/src/accounts/passwords.js';
import { signedUpClient } from '../apps/bff/src/testing/client.js';
import { collaborativeDeck, cookieOf, startCollaboration } from '../tests/integration/editor-sockets.js';

export type TogetherServerAnswer = { port: number; deckId: string; cookies: string[] };

const editors = Number(process.argv[2]);
// Setting up 50 people need not cost 50 full password hashes; the sockets never sign in again.
hashPasswordsQuicklyForTests();
provideProjections(async () => (await import('../tools/embedded/src/read-side.js')).everyProjection);
const pubsub = createInProcessPubSub();
const running = await startCollaboration(1, async () => pubsub, pubsub, { kind: 'pglite' });
const { bff } = running;
const { owner, editor, deck } = await collaborativeDeck(bff, 'bench');
const ok = (response: { statusCode: number; body: string }) => {
  if (response.statusCode >= 300) throw new Error(`${response.statusCode} ${response.body}`);
};
ok(
  await owner.put(`/api/v1/decks/${deck.id}`, { deck: { data: serialize(oneTextBlockDeck('<p>Hi</p>')), version: 1 } }),
);
ok(await owner.put(`/api/v1/decks/${deck.id}`, { deck: { edit_together: true } }));
const people = [owner, editor];
for (let i = people.length; i < editors; i++) {
  const person = await signedUpClient(bff.app, `benched${i}`);
  ok(
    await owner.post(`/api/v1/decks/${deck.id}/users/invite`, {
      user: { email: `benched${i}@example.com`, role: 'editor' },
    }),
  );
  people.push(person);
}
process.send!({
  port: running.ports[0]!,
  deckId: deck.id,
  cookies: people.map(cookieOf),
} satisfies TogetherServerAnswer);
process.on('message', async () => {
  await running.stop();
  process.exit(0);
});
