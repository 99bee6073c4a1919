import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeTwilio,
  TWILIO_INVALID_NUMBER as INVALID_NUMBER,
  TWILIO_OUTAGE_NUMBER as OUTAGE_NUMBER,
} from '@lectern/testing';
import { createTwilioSender, SmsDeliveryError, SmsRecipientError } from '../../sms/index.js';
import { createClient, createDeck, signedUpClient, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';

describe('texting the remote control link (POST /decks/{id}/sms)', () => {
  let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;
  let bff: TestBff;
  let owner: TestClient;
  let deckId: string;
  let slug: string;

  beforeAll(async () => {
    twilio = await startFakeTwilio();
    bff = await createTestBff({
      sms: createTwilioSender({
        accountSid: 'AC123',
        authToken: 'secret-token',
        from: '+15550100199',
        baseUrl: twilio.url,
      }),
    });
    owner = await signedUpClient(bff.app, 'texter');
    await bff.setPlan('texter', 'pro');
    ({ id: deckId, slug } = await createDeck(owner, { title: 'A talk with a rather long title that goes on and on' }));
  });
  afterAll(async () => {
    await bff.close();
    await twilio.close();
  });

  const sms = (client: TestClient, body: unknown, deck = deckId) => client.post(`/api/v1/decks/${deck}/sms`, body);

  it('sends the live presenter with the publisher key to the number, through Twilio', async () => {
    expect((await owner.get('/api/v1/sms')).json()).toEqual({ configured: true });
    const sent = await sms(owner, { country_code: '46', phone_number: '070-123 45 67' });
    expect(sent.statusCode).toBe(204);
    const key = (await owner.post(`/api/v1/decks/${deckId}/stream`)).json().publisher_key as string;
    const request = twilio.requests.at(-1)!;
    expect(request.path).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(request.authorization).toBe(`Basic ${Buffer.from('AC123:secret-token').toString('base64')}`);
    expect(request.form).toEqual({
      To: '+46701234567',
      From: '+15550100199',
      Body: `Remote control for "A talk with a rather long title that go…": http://lectern.test/texter/${slug}/live/server?publisher_key=${encodeURIComponent(key)}`,
    });
  });

  it("refuses a number the rules or the provider refuse, with the provider's words", async () => {
    const before = twilio.requests.length;
    for (const body of [
      { country_code: '', phone_number: '5550100199' },
      { country_code: '1', phone_number: '' },
      { country_code: '1', phone_number: 'call me maybe' },
      { country_code: '1', phone_number: '5'.repeat(51) },
    ]) {
      const refused = await sms(owner, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
      expect(refused.json().error.fields).toEqual({ phone_number: ['Please enter a valid phone number'] });
    }
    for (const body of [{ country_code: '1', phone_number: '555\u0000010' }, { country_code: 1 }, {}])
      expect((await sms(owner, body)).statusCode).toBe(422);
    expect(twilio.requests.length).toBe(before);
    const invalid = await sms(owner, { country_code: '1', phone_number: '5005550001' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().error.fields).toEqual({
      phone_number: [`The 'To' number ${INVALID_NUMBER} is not a valid phone number.`],
    });
  });

  it('answers 502 when the provider fails, and nobody but the presenter sends', async () => {
    const outage = await sms(owner, { country_code: '1', phone_number: '5005559999' });
    expect(outage.statusCode).toBe(502);
    expect(outage.json().error.code).toBe('sms_failed');
    const body = { country_code: '1', phone_number: '5550100199' };
    const stranger = await signedUpClient(bff.app, 'smsstranger');
    expect((await sms(stranger, body)).statusCode).toBe(403);
    expect((await sms(createClient(bff.app), body)).statusCode).toBe(401);
    const secret = await createDeck(owner, { title: 'Secret', visibility: 'self' });
    expect((await sms(stranger, body, secret.id)).statusCode).toBe(404);
    expect((await sms(stranger, body, 'no-such-deck')).statusCode).toBe(404);
  });

  it('sends a few an hour per presenter', async () => {
    const presenter = await signedUpClient(bff.app, 'busytexter');
    const deck = await createDeck(presenter, { title: 'Busy' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await sms(presenter, { country_code: '1', phone_number: '5550100199' }, deck.id)).statusCode);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
  });
});

describe('texting without an SMS provider', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await createTestBff();
  });
  afterAll(() => bff.close());

  it('says so plainly, and sends nothing', async () => {
    const owner = await signedUpClient(bff.app, 'notexter');
    const deck = await createDeck(owner, { title: 'Quiet' });
    expect((await owner.get('/api/v1/sms')).json()).toEqual({ configured: false });
    const refused = await owner.post(`/api/v1/decks/${deck.id}/sms`, { country_code: '1', phone_number: '5550100199' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error).toMatchObject({
      code: 'sms_not_configured',
      message: 'Text messages are not set up on this server.',
    });
  });
});

describe('the Twilio client', () => {
  it('sends from a Messaging Service, and tells a refused number from an outage', async () => {
    const twilio = await startFakeTwilio();
    try {
      const service = createTwilioSender({ accountSid: 'AC9', authToken: 't', from: 'MG42', baseUrl: twilio.url });
      await service.send('+15550100199', 'hello');
      expect(twilio.requests.at(-1)!.form).toEqual({ To: '+15550100199', Body: 'hello', MessagingServiceSid: 'MG42' });
      await expect(service.send(INVALID_NUMBER, 'x')).rejects.toBeInstanceOf(SmsRecipientError);
      await expect(service.send(OUTAGE_NUMBER, 'x')).rejects.toBeInstanceOf(SmsDeliveryError);
    } finally {
      await twilio.close();
    }
    const unreachable = createTwilioSender({ accountSid: 'AC9', authToken: 't', from: 'MG42', baseUrl: twilio.url });
    await expect(unreachable.send('+15550100199', 'x')).rejects.toBeInstanceOf(SmsDeliveryError);
  });
});
