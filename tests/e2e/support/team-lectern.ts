import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { baseSettings, loadConfig, paymentProvider, paymentSettings } from '@lectern/config';
import { startEmbedded } from '@lectern/embedded';
import { createLogger } from '@lectern/service-kit';
import { freshDataDir } from './data-dir.js';
import { workerResource } from './worker-resources.js';
import { startMailbox, type ReceivedMail } from './mailbox.js';

export type { ReceivedMail } from './mailbox.js';

export interface TeamLectern {
  /** `http://localhost:<port>`: teams live on `http://<slug>.localhost:<port>`, which Chromium resolves to loopback. */
  url: string;
  /** Every message Lectern sent, as the SMTP receiver got it. */
  mails: ReceivedMail[];
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** What one team member costs, as its operator set it (TEAM_MONTHLY_PRICE_PER_USER, TEAM_YEARLY_PRICE_PER_USER). */
export const TEAM_PRICE_PER_USER = { monthly: 12, yearly: 120 };

/**
 * A Lectern whose public address names `localhost`, so team subdomains resolve (decision 0025),
 * mailing through a real SMTP receiver on loopback, its team seats priced. One per end-to-end
 * worker, shared by the team files like the worker's other Lectern; fresh names keep their data apart.
 */
export async function startTeamLectern(): Promise<TeamLectern> {
  const shared = workerResource('team-lectern', () => startOwnTeamLectern());
  if (!shared) return startOwnTeamLectern();
  // The worker stops it when it ends: a file's stop only lets go of it.
  return { ...(await shared), stop: async () => undefined };
}

/**
 * A team Lectern of the test's own; `environment`: more variables, read as Lectern reads them, e.g.
 * its payment provider (`STRIPE_*`), whose team price then prices the seats.
 */
export async function startOwnTeamLectern(options: { environment?: NodeJS.ProcessEnv } = {}): Promise<TeamLectern> {
  const { server: smtp, port: smtpPort, received: mails } = await startMailbox();
  const dataDir = await freshDataDir('lectern-e2e-team-');
  const config = loadConfig(
    { ...baseSettings, ...paymentSettings },
    {
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      ...options.environment,
    },
  );
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const lectern = await startEmbedded({
    config,
    logger: createLogger('e2e-team', config.LOG_LEVEL),
    port,
    webRoot: process.env.E2E_WEB_ROOT ?? path.resolve(import.meta.dirname, '../../../apps/web/dist'),
    paymentProvider: paymentProvider(config),
    bff: {
      trustProxy: true,
      publicUrl: url,
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      mailFrom: 'Lectern <no-reply@localhost>',
      teamPricePerUser: TEAM_PRICE_PER_USER,
    },
  });
  return {
    url,
    mails,
    async stop() {
      await lectern.stop();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
