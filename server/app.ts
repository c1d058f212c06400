import { existsSync } from 'node:fs';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { signFor, SIGN_MAX_AGE_MS } from '../src/domain/api/sign';
import type { Config } from './config';
import { badRequest } from './lib/errors';
import type { Db } from './db/client';
import { accountRoutes, passwordResetRoutes } from './modules/account/accountRoutes';
import { airportRoutes } from './modules/base/airportRoutes';
import { logRoutes } from './modules/common/logRoutes';
import { noticeRoutes } from './modules/common/noticeRoutes';
import { roleRoutes } from './modules/common/roleRoutes';
import { seatRoutes } from './modules/common/seatRoutes';
import { interfaceRoutes } from './modules/common/interfaceRoutes';
import { userRoutes } from './modules/common/userRoutes';
import { crewRoutes } from './modules/crew/crewRoutes';
import { crewRecordRoutes } from './modules/crew/records/recordRoutes';
import { dutyRoutes } from './modules/crew/dutyRoutes';
import { rosterRoutes } from './modules/crew/roster/rosterRoutes';
import { customerRoutes } from './modules/customer/customerRoutes';
import { declaredRoutes } from './modules/declared/declaredRoutes';

import { fileRoutes } from './modules/file/fileRoutes';
import { fleetRoutes } from './modules/fleet/fleetRoutes';
import { upkeepRoutes } from './modules/fleet/upkeepRoutes';
import { flbRoutes } from './modules/flb/flbRoutes';
import { certificateSupplyRoutes } from './modules/fleet/certificateSupplyRoutes';
import { messageRoutes } from './modules/message/messageRoutes';
import { mailRoutes } from './modules/message/mailRoutes';
import { companyReadingsRoutes } from './modules/account/companyReadingsRoutes';
import { templateRoutes } from './modules/message/templateRoutes';
import { installRealtime, type HubOptions, type RealtimeSource } from './modules/message/hub';
import { registerRoutes } from './modules/register/registerRoutes';
import { networkRoutes } from './modules/system/networkRoutes';
import { updateLogRoutes } from './modules/system/updateLogRoutes';
import { formSeatRoutes } from './modules/system/formSeatRoutes';
import { versionRoutes } from './modules/system/versionRoutes';
import { statsRoutes } from './modules/stats/statsRoutes';
import { homeRoutes } from './modules/home/homeRoutes';
import { tripRoutes } from './modules/trip/trips/tripRoutes';
import { legFlowRoutes } from './modules/trip/legFlow/legFlowRoutes';
import { legRecordRoutes } from './modules/trip/records/legRecordRoutes';
import { legCrewRoutes } from './modules/trip/legCrew/legCrewRoutes';
import { legReportRoutes } from './modules/legReport/legReportRoutes';
import { ganttRoutes } from './modules/trip/gantt/ganttRoutes';
import { statusBoardRoutes } from './modules/fleet/statusBoardRoutes';
import { workSummaryRoutes } from './modules/flb/workSummaryRoutes';
import { trackRoutes } from './modules/track/trackRoutes';
import { intentionRoutes } from './modules/trip/intentions/intentionRoutes';
import { uaaRoutes } from './modules/uaa/uaaRoutes';
import { installAccess } from './plugins/access';
import { installErrorHandling } from './plugins/errors';
import { installIdempotency } from './plugins/idempotency';
import { installValidators } from './plugins/validation';
import { createServices, type ServiceOptions, type Services } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export interface AppOptions extends ServiceOptions {
  db: Db;
  config: Config;
  /** LISTEN on the database: with it the app serves the realtime socket and publishes messages (server/modules/message/hub.ts). */
  realtime?: RealtimeSource;
  /** Tests shorten the socket's timings. */
  hub?: Pick<HubOptions, 'idleDropMs' | 'sessionCheckMs' | 'authTimeoutMs'>;
  /** Where the log goes (tests read it); stdout by default. */
  logStream?: NonNullable<Exclude<FastifyServerOptions['logger'], boolean | undefined>>['stream'];
}

/** Secrets travel in some paths and queries the spec fixed (tokens, the pre-check password): never log them. */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/users\/getLoginInfo\/[^/]+\/)[^/?]+/, '$1***')
    .replace(/(\/users\/(?:current|logout)\/)[^/?]+/, '$1***')
    .replace(/(\/users\/(?:forgotPassword|resetPassword))\?.*/, '$1?***')
    .replace(/([?&](?:token|resetToken|password|captchaCode)=)[^&]*/g, '$1***');
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      serializers: {
        req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }),
      },
    },
    trustProxy: config.trustProxy,
    // the terminal of `npm start` keeps its banner, progress and one-time password readable (FOC_REQUEST_LOG=on logs every request)
    logController: new LogController({ disableRequestLogging: !config.requestLog }),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    ajv: { customOptions: { removeAdditional: false } },
  });

  // without FOC_REQUEST_LOG, what a request logs is its warnings and errors only (a route may say otherwise)
  if (!config.requestLog && ['trace', 'debug', 'info'].includes(config.logLevel)) {
    app.addHook('onRoute', (route) => {
      route.logLevel ??= 'warn';
    });
  }
  const services = createServices(db, config, options, app.log);
  app.decorate('services', services);
  installValidators(app);
  app.removeContentTypeParser('text/plain'); // the API speaks JSON only: anything else is 415
  installErrorHandling(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        // the API and the realtime socket are same-origin (CSP 3: 'self' covers ws:/wss: of the page's host); the map draws bundled GeoJSON only
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        // the in-app preview shows a PDF in an <iframe> of a blob: URL (bytes fetched with the token)
        frameSrc: ["'self'", 'blob:'],
        frameAncestors: ["'self'"],
        // served over plain HTTP on a LAN or localhost as often as behind TLS: do not force https
        upgradeInsecureRequests: null,
      },
    },
    hsts: config.trustProxy ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  await app.register(swagger, {
    openapi: {
      // 3.1: its schemas are JSON Schema 2020-12, which is what TypeBox writes (numeric exclusiveMinimum, type 'null')
      openapi: '3.1.0',
      info: { title: 'FOC platform API', version: '0.1.0', description: 'Envelope {code, message, result}; success code 20000.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
  });
  // While shutting down, answers still in flight tell keep-alive clients to go, so the drain can finish.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) void reply.header('connection', 'close');
    // API answers carry a user's data: never stored by the browser or a proxy (the app's files set their own)
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
    return payload;
  });
  // Optional request signing: verify and drop `t` and `sign` before the route's query schema sees them.
  app.addHook('preValidation', async (request) => {
    const q = request.query as Record<string, unknown> | undefined;
    if (!q || (q.sign === undefined && q.t === undefined)) return;
    const t = Number(q.t);
    const path = request.url.split('?')[0] ?? '';
    if (!Number.isFinite(t) || Math.abs(Date.now() - t) > SIGN_MAX_AGE_MS || q.sign !== signFor(path, q, t)) throw badRequest({ in: 'querystring', sign: 'invalid' });
    delete q.t;
    delete q.sign;
  });
  installAccess(app, services);
  installIdempotency(app, services);

  for (const routes of [uaaRoutes, versionRoutes, accountRoutes, passwordResetRoutes, messageRoutes, registerRoutes, userRoutes, roleRoutes, logRoutes, statsRoutes, homeRoutes, airportRoutes]) {
    await app.register(routes, { services });
  }

  for (const routes of [fleetRoutes, upkeepRoutes, flbRoutes, certificateSupplyRoutes, customerRoutes, crewRoutes, crewRecordRoutes, dutyRoutes, rosterRoutes, noticeRoutes, mailRoutes, companyReadingsRoutes, declaredRoutes, networkRoutes, updateLogRoutes, formSeatRoutes]) await app.register(routes, { services });
  await app.register(tripRoutes, { services });
  await app.register(legFlowRoutes, { services });
  await app.register(legRecordRoutes, { services });
  await app.register(legCrewRoutes, { services });
  await app.register(legReportRoutes, { services });
  await app.register(ganttRoutes, { services });
  await app.register(statusBoardRoutes, { services });
  await app.register(workSummaryRoutes, { services });
  await app.register(trackRoutes, { services, ingestPerMinute: config.track.ingestPerMinute });
  await app.register(intentionRoutes, { services });
  await app.register(templateRoutes, { services });
  await app.register(fileRoutes, { services });
  await app.register(seatRoutes, { services });
  await app.register(interfaceRoutes, { services });

  if (options.realtime) {
    // principals cached per process, dropped on the database's access notifications (modules/uaa/principalCache.ts)
    const unwatch = await services.auth.watchAccess(options.realtime);
    app.addHook('onClose', async () => unwatch());
    await installRealtime(app, services, { ...options.hub, source: options.realtime, allowedOrigins: config.allowedOrigins });
  }

  app.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
  app.get('/healthz', { config: { access: 'public' }, schema: { hide: true } }, async () => ({ code: 20000, message: 'success', result: { ok: true } }));

  if (existsSync(config.staticDir)) {
    // The single-page app: hashed assets cached for long, index.html never (a new version loads at once).
    await app.register(fastifyStatic, {
      root: config.staticDir,
      prefix: '/foc/',
      index: false,
      wildcard: true,
      // never a dotfile (.env, .git/…) that found its way into the build folder: 404 as any missing file
      dotfiles: 'ignore',
      setHeaders: (reply, path) => {
        void reply.header('cache-control', path.endsWith('index.html') ? 'no-cache' : 'public, max-age=31536000, immutable');
      },
    });
    const index = { config: { access: 'public' as const }, schema: { hide: true } };
    app.get('/foc/', index, async (_req, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
    app.get('/', index, async (_req, reply) => reply.redirect('/foc/'));
  }

  await app.ready();
  await services.permissions.sync();
  return app;
}
