import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeck, signedUpClient, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';

describe('custom CSS and fonts (PUT /decks/:id)', () => {
  let bff: TestBff;
  let pro: TestClient;
  let free: TestClient;
  beforeAll(async () => {
    bff = await createTestBff();
    pro = await signedUpClient(bff.app, 'petra');
    free = await signedUpClient(bff.app, 'frank');
    await bff.setPlan('petra', 'pro');
  });
  afterAll(() => bff.close());

  const update = (client: TestClient, id: string, deck: Record<string, unknown>) =>
    client.put(`/api/v1/decks/${id}`, { deck });

  it('compiles LESS on a pro plan, answers css_output scoped to the deck, and shows it on every read', async () => {
    const deck = await createDeck(pro, { title: 'Styled' });
    expect(deck).toMatchObject({ css_input: '', css_output: '' });
    const css_input = '@accent: #e4572e; .reveal h1 { color: @accent; } body { display: none } html { color: red }';
    const response = await update(pro, deck.id, { css_input });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().deck).toMatchObject({ css_input, css_output: '.deck-slide h1{color:#e4572e}' });
    expect((await pro.get(`/api/v1/decks/${deck.id}`)).json().deck.css_output).toBe('.deck-slide h1{color:#e4572e}');
  });

  it('refuses custom CSS on a free plan, and changes nothing', async () => {
    const deck = await createDeck(free, { title: 'Plain' });
    const response = await update(free, deck.id, { css_input: 'h1 { color: red }', title: 'Renamed' });
    expect(response.statusCode).toBe(403);
    expect((await free.get(`/api/v1/decks/${deck.id}`)).json().deck).toMatchObject({
      title: 'Plain',
      css_input: '',
      css_output: '',
    });
    // Other settings save as before.
    expect((await update(free, deck.id, { share_notes: true, rolling_links: true })).statusCode).toBe(200);
  });

  it('answers a compile problem on the field, and too much or too deep input before compiling', async () => {
    const deck = await createDeck(pro, { title: 'Broken' });
    const broken = await update(pro, deck.id, { css_input: '.a { color: @missing; }' });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().error.fields['deck.css_input'][0]).toMatch(/^Custom CSS could not be compiled/);
    const imports = await update(pro, deck.id, { css_input: '@import "/etc/passwd";' });
    expect(imports.json().error.fields['deck.css_input']).toEqual(['Custom CSS cannot import other files']);
    const deep = await update(pro, deck.id, { css_input: `${'.a{'.repeat(500)}${'}'.repeat(500)}` });
    expect(deep.json().error.fields['deck.css_input']).toEqual(['Custom CSS can nest at most 24 levels']);
    expect((await update(pro, deck.id, { css_input: 'a'.repeat(50_001) })).statusCode).toBe(422);
  });

  it('stores fonts of up to 255 characters', async () => {
    const deck = await createDeck(free, { title: 'Fonts' });
    const saved = await update(free, deck.id, { font_typekit: 'abc1234', font_google: 'Roboto, Open Sans' });
    expect(saved.json().deck).toMatchObject({ font_typekit: 'abc1234', font_google: 'Roboto, Open Sans' });
    expect((await update(free, deck.id, { font_google: 'a'.repeat(256) })).statusCode).toBe(422);
  });
});
