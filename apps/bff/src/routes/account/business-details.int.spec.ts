import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_CHARACTERS_MESSAGE } from '@lectern/contracts';
import { billingMessages, userStreamId } from '@lectern/domain';
import { createClient, signedUpClient, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';

/** Business details and the receipt e-mail choice (spec/002 §3, §5, §7): PUT /users.json, read back on the account. */
describe('business details', () => {
  let bff: TestBff;
  let client: TestClient;
  let userId: string;
  beforeAll(async () => {
    bff = await createTestBff();
    client = await signedUpClient(bff.app, 'bianca');
    userId = (await client.get('/api/v1/status')).json().user.id;
  });
  afterAll(() => bff.close());

  const saved = async () => (await client.get('/api/v1/status')).json().user;
  const save = (user: Record<string, unknown>) => client.put('/users.json', { user });

  it('starts empty, with receipts mailed', async () => {
    expect(await saved()).toMatchObject({ billing_address: '', billing_vat_id: '', notify_on_receipt: true });
  });

  it('saves an address of several lines and a VAT id together, trimmed, without the password', async () => {
    const response = await save({ billing_address: '  Bianca Ltd\n1 Main Street\nLeeds  ', billing_vat_id: ' GB123 ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({
      billing_address: 'Bianca Ltd\n1 Main Street\nLeeds',
      billing_vat_id: 'GB123',
    });
    expect(await saved()).toMatchObject({
      billing_address: 'Bianca Ltd\n1 Main Street\nLeeds',
      billing_vat_id: 'GB123',
    });
  });

  it('keeps 300 characters of address and 50 of VAT id, and clears them with empty values', async () => {
    const longest = { billing_address: 'a'.repeat(300), billing_vat_id: 'V'.repeat(50) };
    expect((await save(longest)).json().user).toMatchObject(longest);
    expect((await save({ billing_address: '', billing_vat_id: '' })).json().user).toMatchObject({
      billing_address: '',
      billing_vat_id: '',
    });
  });

  it('refuses one character too many, and a megabyte, with 422 under the field and changes nothing', async () => {
    await save({ billing_address: 'Kept Street', billing_vat_id: 'KEPT1' });
    const events = (await bff.store.readStream(userStreamId(userId))).length;
    const cases: [Record<string, string>, string, string][] = [
      [
        { billing_address: 'a'.repeat(301), billing_vat_id: 'GB1' },
        'user.billing_address',
        billingMessages.addressTooLong,
      ],
      [
        { billing_address: 'Main St', billing_vat_id: 'V'.repeat(51) },
        'user.billing_vat_id',
        billingMessages.vatIdTooLong,
      ],
      [
        { billing_address: 'x'.repeat(1_000_000), billing_vat_id: '' },
        'user.billing_address',
        billingMessages.addressTooLong,
      ],
    ];
    for (const [user, field, message] of cases) {
      const refused = await save(user);
      expect(refused.statusCode, field).toBe(422);
      expect(refused.json().error.fields[field]).toEqual([message]);
    }
    expect((await bff.store.readStream(userStreamId(userId))).length).toBe(events);
    expect(await saved()).toMatchObject({ billing_address: 'Kept Street', billing_vat_id: 'KEPT1' });
  });

  it('refuses NUL, lone surrogates and hidden characters in either detail with 422, never 500', async () => {
    for (const character of ['\u0000', '\uD800', '\uDC00', '\u202E', '\u200B']) {
      for (const field of ['billing_address', 'billing_vat_id']) {
        const refused = await save({ billing_address: 'Main St', billing_vat_id: 'GB1', [field]: `ab${character}cd` });
        expect(refused.statusCode, `${field} ${JSON.stringify(character)}`).toBe(422);
        expect(refused.json().error.fields[`user.${field}`]).toContain(TEXT_CHARACTERS_MESSAGE);
      }
    }
    // A lone surrogate as the raw JSON escape, as a hand-made request sends it.
    const raw = await bff.app.inject({
      method: 'PUT',
      url: '/users.json',
      payload: '{"user":{"billing_address":"\\ud800","billing_vat_id":""}}',
      headers: {
        'content-type': 'application/json',
        cookie: `lectern_session=${client.cookie('lectern_session')}`,
        'x-csrf-token': await client.refreshCsrf(),
      },
    });
    expect(raw.statusCode).toBe(422);
    expect(await saved()).toMatchObject({ billing_address: 'Kept Street', billing_vat_id: 'KEPT1' });
  });

  it('refuses values that are not text', async () => {
    for (const user of [{ billing_address: 42 }, { billing_vat_id: ['GB1'] }, { billing_address: null }])
      expect((await save(user)).statusCode, JSON.stringify(user)).toBe(422);
  });

  it('turns receipt e-mails off and on again', async () => {
    expect((await save({ notify_on_receipt: false })).json().user.notify_on_receipt).toBe(false);
    expect((await saved()).notify_on_receipt).toBe(false);
    expect((await save({ notify_on_receipt: true })).json().user.notify_on_receipt).toBe(true);
  });

  it('is each person’s own: visitors are asked to sign in', async () => {
    const visitor = createClient(bff.app);
    expect((await visitor.put('/users.json', { user: { billing_address: 'Nope' } })).statusCode).toBe(401);
  });
});
