import type { LiveStreams } from '@lectern/live-streams';
import { answerReadModelLag } from './plugins/app/read-model-lag.js';
import { randomUUID } from 'node:crypto';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { RateLimiter } from '@lectern/rate-limit';
import type { Queryable } from '@lectern/db';
import { lazyModuleUrl, tracing, type Logger, type Metrics, type MetricsAccess } from '@lectern/service-kit';
import type { SessionStore } from '@lectern/sessions';
import accessTokensPlugin from './access-tokens/plugin.js';
import type { Sharing } from './deck-shares/service.js';
import type { AccessTokens } from './access-tokens/service.js';
import accountsPlugin from './accounts/plugin.js';
import type { BotCheck } from './bot-check/bot-check.js';
import type { SignInProviders } from './sign-in-providers/index.js';
import type { Accounts } from './accounts/service.js';
import decksPlugin from './decks/plugin.js';
import collaborationPlugin from './collaboration/plugin.js';
import type { Collaboration } from './collaboration/service.js';
import { DECK_READ_MODELS, type Decks } from './decks/service.js';
import type { WaitFor } from './commands.js';
import type { Tags } from './tags/service.js';
import teamsPlugin from './teams/plugin.js';
import type { Teams } from './teams/service.js';
import type { Media } from './media/service.js';
import type { Exports } from './exports/service.js';
import type { Imports } from './imports/service.js';
import type { FileSync } from './file-sync/index.js';
import type { MediaSearchSource } from './media/search/index.js';
import type { FontListSource } from './fonts/index.js';
import type { FileStorage } from '@lectern/storage';
import cacheHeaders from './delivery/cache-headers.js';
import compression from './delivery/compression.js';
import helmet from './plugins/external/helmet.js';
import swagger from './plugins/external/swagger.js';
import csrf from './plugins/app/csrf.js';
import botCheckPlugin from './plugins/app/bot-check.js';
import errorHandler from './plugins/app/error-handler.js';
import pathParameters, {
  ENCODED_PATH_PARAMETER_MAX_LENGTH,
  withReadableSegments,
} from './plugins/app/path-parameters.js';
import policy from './plugins/app/policy.js';
import rateLimits from './plugins/app/rate-limits.js';
import readYourWrites from './plugins/app/read-your-writes.js';
import readCaches from './plugins/app/read-caches.js';
import sessions from './plugins/app/sessions.js';
import spa, { type AnalyticsSettings } from './plugins/app/spa.js';
import accountRoutes from './routes/account/index.js';
import csrfRoutes from './routes/csrf/index.js';
import healthRoutes from './routes/health/index.js';
import metricsRoutes from './routes/metrics/index.js';
import requestMetrics from './plugins/app/request-metrics.js';
import passwordRoutes from './routes/password/index.js';
import sessionRoutes from './routes/session/index.js';
import signInProviderRoutes from './routes/sign-in-providers/index.js';
import statusRoutes from './routes/status/index.js';
import userSettingsRoutes from './routes/user-settings/index.js';
import usersRoutes from './routes/users/index.js';
import decksRoutes from './routes/decks/index.js';
import tagsRoutes from './routes/tags/index.js';
import searchRoutes from './routes/search/index.js';
import exploreRoutes from './routes/explore/index.js';
import profilesRoutes from './routes/profiles/index.js';
import mediaRoutes from './routes/media/index.js';
import mediaFilesRoutes from './routes/media/files.js';
import themePreviewPage from './routes/themes/preview-page.js';
import sitemapRoutes from './routes/sitemap/index.js';
import mediaSearchRoutes from './routes/media/search.js';
import fontsRoutes from './routes/fonts/index.js';
import accessTokensRoutes from './routes/access-tokens/index.js';
import deckSharesRoutes from './routes/deck-shares/index.js';
import urlRoutes from './routes/urls/index.js';
import { checkFraming } from './url-check/framing-check.js';
import { fetchFile } from './url-check/fetch-file.js';
import type { ReceivedFile } from './uploads/received-file.js';
import teamsRoutes from './routes/teams/index.js';
import teamMembersRoutes from './routes/team-members/index.js';
import teamInvitationsRoutes from './routes/team-invitations/index.js';
import sessionHandoffRoutes from './routes/session-handoff/index.js';
import teamAuditRoutes from './routes/team-audit/index.js';
import themesRoutes from './routes/themes/index.js';
import slideTemplatesRoutes from './routes/slide-templates/index.js';
import deckTemplatesRoutes from './routes/deck-templates/index.js';
import streamsRoutes from './routes/streams/index.js';
import smsRoutes from './routes/sms/index.js';
import type { RemoteControlTexts } from './sms/index.js';
import collaboratorsRoutes from './routes/collaborators/index.js';
import commentsRoutes from './routes/comments/index.js';
import exportsRoutes from './routes/exports/index.js';
import thumbnailRoutes from './routes/thumbnails/index.js';
import importsRoutes from './routes/imports/index.js';
import fileSyncRoutes from './routes/file-sync/index.js';
import billingRoutes from './routes/billing/index.js';
import type { Billing } from './billing/service.js';

export interface BffDependencies {
  logger: Logger;
  /** Read models, for queries (read-only). */
  readModels: Queryable;
  decks: Decks;
  tags: Tags;
  /** Collaborators, the editor seat and comments. */
  collaboration: Collaboration;
  accessTokens: AccessTokens;
  /** Decks' live streams (state stored, then sent to realtime over pub/sub). */
  liveStreams: LiveStreams;
  /** Remote control links by text message; not configured without an SMS provider. */
  remoteControlTexts: RemoteControlTexts;
  /** E-mail shares and link-view notices. */
  sharing: Sharing;
  teams: Teams;
  media: Media;
  exports: Exports;
  imports: Imports;
  /** Saving exports to each person's own Dropbox; off (none) unless the operator set up a Dropbox app. */
  fileSync?: FileSync | null;
  storage: FileStorage;
  /** External media search sources that are configured. */
  mediaSearch: readonly MediaSearchSource[];
  /** The Google Fonts family list, when a source is configured. */
  fontList?: FontListSource | null;
  /** Whether a page may be framed; `checkFraming` (public https addresses only) unless given. */
  framingCheck?: typeof checkFraming;
  /** The file at a person's URL, onto disk; `fetchFile` (public https addresses only) unless given. */
  fetchFile?: (url: string, maxBytes: number) => Promise<ReceivedFile>;
  webRoot: string;
  /** Where pages send their analytics events; none: analytics are off. */
  analytics?: AnalyticsSettings;
  /** The operator's warning notice, on every page until dismissed; none unless set. */
  warningNotice?: string;
  /** The most addresses one sitemap file lists; 50,000 (sitemaps.org) unless given. */
  sitemapMaxUrls?: number;
  accounts: Accounts;
  /** The OpenID Connect providers people may sign in with; none: sign-in with a provider is off. */
  signInProviders: SignInProviders;
  /** The bot check of the sign-up and sign-in forms; none unless configured. */
  botCheck?: BotCheck | null;
  /** Paid plans through the payment provider; none while payments are off (the operator sets plans). */
  billing?: Billing | null;
  sessions: SessionStore;
  rateLimiter: RateLimiter;
  /** Signs CSRF tokens. */
  secret: string;
  /** Served over TLS: Secure, `__Host-` cookies and HSTS. */
  secure: boolean;
  trustProxy?: boolean;
  /** Waits until read models show the log up to a position (a requester's own writes). */
  waitFor: WaitFor;
  /**
   * Hears, as each projection batch commits, the keys of the answers it changed (`answerKeys`);
   * answers the function that stops hearing.
   */
  readModelChanges: (listener: (touched: readonly string[]) => void) => () => void;
  /** Readiness of everything the BFF depends on. */
  ready: () => Promise<boolean>;
  /** Events each projection has parked (could not apply); /readyz reports them. */
  parkedEvents?: () => Promise<Record<string, number>>;
  /** The process's metrics: requests are observed into them, and `/metrics` serves them to whom `access` allows. */
  metrics?: { metrics: Metrics; access: MetricsAccess };
}

/** `/api/v1/x.json` is the same call as `/api/v1/x`, as the hosted product's clients use both. */
function stripJsonSuffix(url: string): string {
  const [pathname, query] = url.split(/\?(.*)/s, 2);
  if (!pathname!.startsWith('/api/') || !pathname!.endsWith('.json')) return url;
  return pathname!.slice(0, -'.json'.length) + (query !== undefined ? `?${query}` : '');
}

declare module 'fastify' {
  interface FastifyInstance {
    readModels: Queryable;
    media: Media;
    exports: Exports;
    imports: Imports;
    fileSync: FileSync | null;
    storage: FileStorage;
    mediaSearch: readonly MediaSearchSource[];
    fontList: FontListSource | null;
    framingCheck: (url: string) => Promise<{ framable: boolean }>;
    fetchFile: (url: string, maxBytes: number) => Promise<ReceivedFile>;
    liveStreams: LiveStreams;
    remoteControlTexts: RemoteControlTexts;
    sharing: Sharing;
    signInProviders: SignInProviders;
  }
}

/** Every request is logged at debug (LOG_LEVEL=debug shows them); failures keep their levels. */
class RequestsAtDebug extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request');
  }
  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    if (error) super.requestCompleted(error, request, reply);
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

export async function buildBff(deps: BffDependencies): Promise<FastifyInstance> {
  let stopping = false;
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    rewriteUrl: (request) => stripJsonSuffix(withReadableSegments(request.url ?? '/')),
    bodyLimit: 5 * 1024 * 1024,
    trustProxy: deps.trustProxy ?? false,
    logController: new RequestsAtDebug(),
    // path-parameters.ts bounds parameters once decoded; the router's own bound is only a backstop.
    routerOptions: { maxParamLength: ENCODED_PATH_PARAMETER_MAX_LENGTH },
    // Only if an address got past withReadableSegments: the 404 of an unknown id.
    frameworkErrors: (_error, request, reply: FastifyReply) =>
      void reply.status(404).send({ error: { code: 'not_found', message: 'Not found', requestId: request.id } }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('readModels', deps.readModels);
  app.decorate('media', deps.media);
  app.decorate('exports', deps.exports);
  app.decorate('imports', deps.imports);
  app.decorate('fileSync', deps.fileSync ?? null);
  app.decorate('liveStreams', deps.liveStreams);
  app.decorate('remoteControlTexts', deps.remoteControlTexts);
  app.decorate('storage', deps.storage);
  app.decorate('sharing', deps.sharing);
  app.decorate('signInProviders', deps.signInProviders);
  app.decorate('mediaSearch', deps.mediaSearch);
  app.decorate('fontList', deps.fontList ?? null);
  app.decorate('framingCheck', deps.framingCheck ?? ((url: string) => checkFraming(url)));
  app.decorate('fetchFile', deps.fetchFile ?? ((url: string, maxBytes: number) => fetchFile(url, maxBytes, {})));
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onClose', async () => {
    stopping = true;
  });
  // First, so that every route and hook registered after it runs inside the request's span.
  if (tracing().enabled) {
    const otel = lazyModuleUrl(import.meta.url, 'fastify-otel', './plugins/external/otel.ts');
    await app.register(((await import(otel)) as typeof import('./plugins/external/otel.js')).default);
  }
  if (deps.metrics) await app.register(requestMetrics, { histogram: deps.metrics.metrics.httpDuration });

  await app.register(compression);
  await app.register(cacheHeaders);
  await app.register(helmet, {
    secure: deps.secure,
    scriptSources: [
      ...(deps.botCheck ? [deps.botCheck.settings.script_url] : []),
      ...(deps.billing ? [deps.billing.setup.script_url] : []),
    ],
    connectSources: [
      ...(deps.billing ? [deps.billing.apiUrl] : []),
      ...(deps.analytics ? [deps.analytics.endpoint] : []),
    ],
  });
  await app.register(swagger);
  await app.register(errorHandler);
  await app.register(pathParameters);
  await app.register(sessions, { store: deps.sessions, secure: deps.secure });
  await app.register(csrf, { secret: Buffer.from(deps.secret), secure: deps.secure });
  await app.register(readYourWrites, {
    secret: Buffer.from(deps.secret),
    secure: deps.secure,
    waitFor: deps.waitFor,
    readModels: DECK_READ_MODELS,
  });
  await app.register(rateLimits, { limiter: deps.rateLimiter });
  await app.register(botCheckPlugin, { botCheck: deps.botCheck ?? null });
  await app.register(accountsPlugin, { accounts: deps.accounts });
  await app.register(readCaches, { readModelChanges: deps.readModelChanges });
  await app.register(policy);
  await app.register(accessTokensPlugin, { accessTokens: deps.accessTokens, secret: deps.secret, secure: deps.secure });
  await app.register(decksPlugin, {
    decks: deps.decks,
    tags: deps.tags,
    teamSettings: async (teamId) => {
      const team = await deps.teams.findById(teamId);
      return team && { allowsPublicDecks: team.allow_public_decks, globalCssOutput: team.global_css_output };
    },
  });
  await app.register(collaborationPlugin, { collaboration: deps.collaboration });
  await app.register(teamsPlugin, { teams: deps.teams });
  await app.register(healthRoutes, {
    ready: deps.ready,
    parkedEvents: deps.parkedEvents ?? (async () => ({})),
    isStopping: () => stopping,
  });
  if (deps.metrics) await app.register(metricsRoutes, deps.metrics);
  await app.register(
    async (api) => {
      api.setErrorHandler(answerReadModelLag);
      for (const routes of [
        statusRoutes,
        csrfRoutes,
        usersRoutes,
        sessionRoutes,
        userSettingsRoutes,
        passwordRoutes,
        decksRoutes,
        tagsRoutes,
        searchRoutes,
        exploreRoutes,
        profilesRoutes,
        mediaRoutes,
        mediaSearchRoutes,
        fontsRoutes,
        accessTokensRoutes,
        deckSharesRoutes,
        urlRoutes,
        teamMembersRoutes,
        teamInvitationsRoutes,
        teamAuditRoutes,
        themesRoutes,
        slideTemplatesRoutes,
        deckTemplatesRoutes,
        streamsRoutes,
        smsRoutes,
        collaboratorsRoutes,
        commentsRoutes,
        exportsRoutes,
        thumbnailRoutes,
        importsRoutes,
      ])
        await api.register(routes);
      await api.register(teamsRoutes, { billing: deps.billing ?? null });
      await api.register(billingRoutes, { billing: deps.billing ?? null });
      await api.register(sessionHandoffRoutes, { secret: deps.secret });
      await api.register(fileSyncRoutes, { secret: deps.secret });
      await api.register(signInProviderRoutes, { secret: deps.secret, secure: deps.secure });
    },
    { prefix: '/api/v1' },
  );
  await app.register(accountRoutes);
  await app.register(mediaFilesRoutes);
  await app.register(themePreviewPage);
  await app.register(sitemapRoutes, { maxUrlsPerFile: deps.sitemapMaxUrls });
  await app.register(spa, { webRoot: deps.webRoot, analytics: deps.analytics, warningNotice: deps.warningNotice });
  return app;
}
