import path from 'node:path';
import { start as startBff, defaultWebRoot, type BffOptions } from '@lectern/bff';
import { start as startBilling } from '@lectern/billing-service';
import type { PaymentProviderSetting } from '@lectern/config';
import type { EventStore } from '@lectern/event-store';
import type { BaseConfig } from '@lectern/service-kit';
import { start as startDecks } from '@lectern/deck-service';
import { start as startExports } from '@lectern/export-worker';
import { start as startMedia } from '@lectern/media-service';
import { start as startRealtime } from '@lectern/realtime';
import { createInfrastructure, type Logger, type RunningApp } from '@lectern/service-kit';
import { start as startTeams } from '@lectern/team-service';
import { createAdmin, type Admin } from './admin.js';

export type { Admin };

export interface EmbeddedOptions {
  config: BaseConfig;
  logger: Logger;
  port: number;
  webRoot?: string;
  chromiumPath?: string;
  /** How long an export or import job's lease lasts (the export worker's `leaseMs`). */
  exportLeaseMs?: number;
  /** Whether the export worker draws deck and theme thumbnails (its `thumbnails`, default true). */
  thumbnails?: boolean;
  /** The payment provider (STRIPE_*), for billing-service and the BFF; none: payments are off. */
  paymentProvider?: PaymentProviderSetting;
  /** Session secret, public URL, mail and proxy settings of the BFF. */
  bff?: Omit<BffOptions, 'host' | 'port' | 'webRoot' | 'paymentProvider'>;
}

export interface RunningLectern {
  url: string;
  /** Administration while payments are off (e.g. a plan set by hand). */
  admin: Admin;
  /** The event log every app appends to (the api benchmark measures its bare append rate). */
  store: EventStore;
  /**
   * Stops the realtime app and starts it again on the same server, as a restart of a realtime
   * process does in distributed mode: its sockets are closed and the clients reconnect (the live
   * view's recovery test and the reconnect benchmark). `whileDown` runs between the two.
   */
  restartRealtime(whileDown?: () => Promise<void>): Promise<void>;
  ready(): Promise<boolean>;
  stop(): Promise<void>;
}

/**
 * The one composition root that imports several apps: builds one in-process infrastructure
 * (PGlite in DATA_DIR unless DATABASE_URL is set) and starts every app on it, with realtime
 * sharing the BFF's HTTP server. Stops them in reverse order.
 */
export async function startEmbedded(options: EmbeddedOptions): Promise<RunningLectern> {
  const { config, logger } = options;
  const infra = await createInfrastructure({ mode: 'embedded', config, logger, clientId: 'lectern' });
  const started: RunningApp[] = [];
  try {
    for (const startService of [startDecks, startMedia, startTeams]) started.push(await startService(infra));
    started.push(await startBilling(infra, { paymentProvider: options.paymentProvider }));
    started.push(
      await startExports(infra, {
        chromiumPath: options.chromiumPath,
        webRoot: options.webRoot,
        leaseMs: options.exportLeaseMs,
        thumbnails: options.thumbnails,
      }),
    );
    const bff = await startBff(infra, {
      ...options.bff,
      paymentProvider: options.paymentProvider,
      host: config.HOST,
      port: options.port,
      webRoot: options.webRoot ?? defaultWebRoot(),
    });
    started.push(bff);
    const startRealtimeApp = () => startRealtime(infra, { server: bff.server, bffUrl: bff.url });
    started.push(await startRealtimeApp());
    logger.debug(
      { url: bff.url, dataDir: config.DATABASE_URL ? undefined : path.resolve(config.DATA_DIR) },
      'every app started',
    );
    return {
      url: bff.url,
      admin: createAdmin(infra),
      store: infra.store,
      async restartRealtime(whileDown) {
        const index = started.findIndex((app) => app.name === 'realtime');
        await started[index]!.stop();
        try {
          await whileDown?.();
        } finally {
          started[index] = await startRealtimeApp();
        }
      },
      ready: async () =>
        (await Promise.all(started.filter((app) => app.name !== 'export-worker').map((app) => app.ready()))).every(
          Boolean,
        ),
      stop: async () => {
        for (const app of [...started].reverse()) await app.stop();
        await infra.close();
      },
    };
  } catch (error) {
    for (const app of [...started].reverse()) await app.stop().catch(() => undefined);
    await infra.close().catch(() => undefined);
    throw error;
  }
}
