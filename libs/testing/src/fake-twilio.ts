import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Twilio's magic test numbers: one it refuses as not valid, and one standing for an outage here. */
export const TWILIO_INVALID_NUMBER = '+15005550001';
export const TWILIO_OUTAGE_NUMBER = '+15005559999';

export interface TwilioRequest {
  path: string;
  authorization?: string;
  form: Record<string, string>;
}

/**
 * A local server answering in Twilio's Messages API format (201 with the queued message; 400 with
 * error 21211 for the invalid number; 503 for the outage number), keeping what it was asked.
 */
export async function startFakeTwilio() {
  const requests: TwilioRequest[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      requests.push({ path: request.url!, authorization: request.headers.authorization, form });
      const send = (status: number, answer: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      if (form.To === TWILIO_INVALID_NUMBER)
        return send(400, {
          code: 21211,
          message: `The 'To' number ${TWILIO_INVALID_NUMBER} is not a valid phone number.`,
          more_info: 'https://www.twilio.com/docs/errors/21211',
          status: 400,
        });
      if (form.To === TWILIO_OUTAGE_NUMBER)
        return send(503, { code: 20503, message: 'Service unavailable', status: 503 });
      send(201, { sid: 'SM1', status: 'queued', to: form.To, from: form.From ?? null, body: form.Body });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    requests,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
