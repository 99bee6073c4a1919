import { afterAll, beforeAll } from 'vitest';
import { startStripeDouble, type StripeDouble } from '@lectern/testing/stripe-double';
import { startMailbox } from '../e2e/support/mailbox.js';
import { startOwnLectern, type TestLectern } from '../e2e/support/server.js';

export interface PaidLectern {
  /** The payment provider's local double, which the app's SDK calls. */
  provider: StripeDouble;
  /** What the app mails. */
  mailbox: Awaited<ReturnType<typeof startMailbox>>;
  lectern: TestLectern;
  stop(): Promise<void>;
}

/** A Lectern of its own taking payments through the provider's double, its e-mail in a mailbox. */
export async function startPaidLectern(): Promise<PaidLectern> {
  const provider = await startStripeDouble();
  const mailbox = await startMailbox();
  const lectern = await startOwnLectern({
    environment: provider.environment(),
    smtpUrl: `smtp://127.0.0.1:${mailbox.port}`,
  });
  return {
    provider,
    mailbox,
    lectern,
    async stop() {
      await lectern.stop();
      await provider.close();
      await new Promise<void>((resolve) => mailbox.server.close(() => resolve()));
    },
  };
}

/** A paid Lectern started before the file's tests and stopped after them: its parts, once started. */
export function paidLecternForFile(): PaidLectern {
  const parts = {} as PaidLectern;
  beforeAll(async () => {
    Object.assign(parts, await startPaidLectern());
  });
  afterAll(() => parts.stop?.());
  return parts;
}
