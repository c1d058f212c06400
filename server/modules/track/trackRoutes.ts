/**
 * Track module (docs/api.md: positions, ingestion, tracks): `POST
 * /track/v1/positions/ingest?format=readsb|opensky|batch` authenticated by the company's
 * `X-Ingest-Key`, and the screens' reads and the dispatcher's decisions on detected events.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../lib/envelope';
import { forbidden, notFound } from '../../lib/errors';
import { Envelope, errorResponses, IdParams, Ok, Uuid } from '../../lib/schemas';
import { registerTrackExports } from '../../lib/export/trackExports';
import { ctxOf } from '../../plugins/access';
import type { Services } from '../../services';
import type { Config } from '../../config';
import { hashKey } from './ingestService';
import { INGEST_BODY_LIMIT, ingestLimitOf, JsonBoundStream, rateLimited, tooLarge } from './ingestGuard';
import { TripWithLegs } from '../trip/trips/tripSchemas';
import {
  BoardAnswer,
  ConfirmBody,
  DismissBody,
  EventsBody,
  IngestAnswer,
  IngestBody,
  IngestQuery,
  KeyBody,
  KeyRow,
  LiveAnswer,
  LiveBody,
  MonitorAnswer,
  MonitorBody,
  SettingsBody,
  TrackAnswer,
  TrackBody,
  TrackEvent,
} from '../../../src/contract/track';

const V1 = '/track/v1';
const tags = ['track'];
/** Screens that read positions: trip monitor, position board, data centre (and the Gantt's airPosition through the leg list key). */
const READ = { permission: 'tripMonitor:list', or: ['positionBoard:list', 'dataCenter:list', 'tripLeg:list'] };
/** Flight following decisions: the control seat's release key, as the takeoff and landing commands. */
const FOLLOW = { permission: 'tripRelease:release' };

export const trackRoutes: FastifyPluginAsyncTypebox<{ services: Services; ingestPerMinute: Config['track']['ingestPerMinute'] }> = async (app, { services, ingestPerMinute }) => {
  const track = services.track;
  const ingest = services.ingest;

  // The public feed (ingestGuard.ts): rate per address, then the key, then rate per key — all before
  // the body is read; a refusal closes the connection rather than draining an unread body.
  await app.register(rateLimit, { global: false });
  const feeds = new WeakMap<FastifyRequest, { companyId: string; keyHash: string }>();
  // two limits on one request: the plugin's own hook runs once a request, its checker as often as asked
  const perMinute = (max: number, keyOf: (r: FastifyRequest) => string) => {
    const check = app.createRateLimit({ max, timeWindow: 60_000, keyGenerator: keyOf });
    return async (request: FastifyRequest) => {
      const r = await check(request);
      if (!r.isAllowed && r.isExceeded) throw rateLimited(Math.max(1, r.ttlInSeconds));
    };
  };
  const byAddress = perMinute(ingestPerMinute.perIp, (r) => `ingest-ip:${r.ip}`);
  const byKey = perMinute(ingestPerMinute.perKey, (r) => `ingest-key:${feeds.get(r)?.keyHash ?? ''}`);
  const keyFirst = async (request: FastifyRequest) => {
    const key = request.headers['x-ingest-key'];
    const companyId = await ingest.companyOfKey(typeof key === 'string' ? key : undefined);
    feeds.set(request, { companyId, keyHash: hashKey(key as string) });
  };

  app.post(`${V1}/positions/ingest`, {
    bodyLimit: INGEST_BODY_LIMIT,
    // feeds post every few seconds: their requests are not logged one by one (refusals still are)
    logLevel: 'warn',
    config: { access: 'public' },
    onRequest: [byAddress, keyFirst, byKey],
    preParsing: async (request, _reply, payload) => {
      const limit = ingestLimitOf((request.query as { format?: unknown } | undefined)?.format);
      if (Number(request.headers['content-length']) > limit.maxBytes) throw tooLarge(limit);
      return payload.pipe(new JsonBoundStream(limit));
    },
    // whatever refused the document before it was read whole: the rest of it is not waited for
    onSend: async (request, reply, body) => {
      if (!request.raw.complete) void reply.header('connection', 'close');
      return body;
    },
    schema: {
      tags,
      summary: 'Ingest positions: a readsb/dump1090 aircraft.json, an OpenSky states answer, or our batch; X-Ingest-Key header',
      querystring: IngestQuery,
      headers: Type.Object({ 'x-ingest-key': Type.Optional(Type.String()) }),
      body: IngestBody,
      response: { 200: Envelope(IngestAnswer), ...errorResponses },
    },
    handler: async (request) => {
      const feed = feeds.get(request);
      const companyId = feed ? feed.companyId : await ingest.companyOfKey(request.headers['x-ingest-key'] as string | undefined);
      return ok(await ingest.ingest(companyId, request.query.format, request.body));
    },
  });

  app.post(`${V1}/monitor`, {
    config: { read: true, access: READ },
    schema: { tags, summary: 'Legs being monitored (released, flying, flown) in a window, with detected events', body: MonitorBody, response: { 200: Envelope(MonitorAnswer), ...errorResponses } },
    handler: async (request) => ok(await track.monitor(ctxOf(request), request.body)),
  });

  app.post(`${V1}/positions/live`, {
    config: { read: true, access: READ },
    schema: { tags, summary: 'Last position of each aircraft seen in the last day and the recent trail of those flying', body: LiveBody, response: { 200: Envelope(LiveAnswer), ...errorResponses } },
    handler: async (request) => ok(await track.live(ctxOf(request), request.body.trailMinutes ?? 120)),
  });

  app.post(`${V1}/positions/board`, {
    config: { read: true, access: READ },
    schema: { tags, summary: 'Aircraft position board: where each aircraft is now or was last seen', body: Type.Optional(Type.Object({}, { additionalProperties: false })), response: { 200: Envelope(BoardAnswer), ...errorResponses } },
    handler: async (request) => ok(await track.board(ctxOf(request))),
  });

  registerTrackExports(app, track);

  app.post(`${V1}/tripLegs/:id/track`, {
    config: { read: true, access: READ },
    schema: { tags, summary: "A leg's flown track, simplified to at most maxPoints (default 2,000)", params: IdParams, body: Type.Optional(TrackBody), response: { 200: Envelope(TrackAnswer), ...errorResponses } },
    handler: async (request) => ok(await track.legTrack(ctxOf(request), request.params.id, request.body?.maxPoints)),
  });

  app.post(`${V1}/events/list`, {
    config: { access: READ },
    schema: { tags, summary: 'Detected takeoffs, landings and diversions: of these legs, or those waiting for a dispatcher', body: EventsBody, response: { 200: Envelope(Type.Array(TrackEvent)), ...errorResponses } },
    handler: async (request) => ok(await track.events(ctxOf(request), request.body.legIds)),
  });

  app.post(`${V1}/events/:id/confirm`, {
    config: { access: FOLLOW, audit: { module: 'track', function: 'confirmEvent' } },
    schema: { tags, summary: "Confirm a detected event: the leg's takeoff, landing or diversion is recorded", params: IdParams, body: ConfirmBody, response: { 200: Envelope(TripWithLegs), ...errorResponses } },
    handler: async (request) => ok(await track.confirm(ctxOf(request), request.params.id, request.body.version, request.body.delayReason ?? null)),
  });

  app.post(`${V1}/events/:id/dismiss`, {
    config: { access: FOLLOW, audit: { module: 'track', function: 'dismissEvent' } },
    schema: { tags, summary: 'Dismiss a detected event', params: IdParams, body: DismissBody, response: { 200: Envelope(TrackEvent), ...errorResponses } },
    handler: async (request) => ok(await track.dismiss(ctxOf(request), request.params.id, request.body.note ?? null)),
  });

  app.get(`${V1}/settings`, {
    config: { access: READ },
    schema: { tags, summary: "The company's flight-following settings", response: { 200: Envelope(SettingsBody), ...errorResponses } },
    handler: async (request) => ok(await track.settings(ctxOf(request))),
  });

  app.put(`${V1}/settings`, {
    config: { access: FOLLOW, audit: { module: 'track', function: 'settings' } },
    schema: { tags, summary: 'Record detected takeoffs and landings at once (autoConfirm) or wait for a dispatcher', body: SettingsBody, response: { 200: Envelope(SettingsBody), ...errorResponses } },
    handler: async (request) => ok(await track.setSettings(ctxOf(request), request.body.autoConfirm)),
  });

  // Ingestion keys: the company's administrators only.
  const admin = (request: Parameters<typeof ctxOf>[0]) => {
    const ctx = ctxOf(request);
    if (!ctx.principal.isAdmin) throw forbidden();
    return ctx;
  };
  app.post(`${V1}/ingestKeys/list`, {
    config: { access: 'authenticated' },
    schema: { tags, summary: "The company's ingestion keys (administrators)", body: Type.Optional(Type.Object({}, { additionalProperties: false })), response: { 200: Envelope(Type.Array(KeyRow)), ...errorResponses } },
    handler: async (request) => ok(await ingest.keys(admin(request).principal.companyId)),
  });
  app.post(`${V1}/ingestKeys`, {
    config: { access: 'authenticated', audit: { module: 'track', function: 'createIngestKey' } },
    schema: { tags, summary: 'A new ingestion key, shown once (administrators)', body: KeyBody, response: { 200: Envelope(Type.Object({ id: Uuid, key: Type.String(), prefix: Type.String() })), ...errorResponses } },
    handler: async (request) => ok(await ingest.createKey(admin(request).principal.companyId, request.body.name)),
  });
  app.post(`${V1}/ingestKeys/:id/revoke`, {
    config: { access: 'authenticated', audit: { module: 'track', function: 'revokeIngestKey' } },
    schema: { tags, summary: 'Revoke an ingestion key (administrators)', params: IdParams, body: Type.Optional(Type.Object({}, { additionalProperties: false })), response: { 200: Ok, ...errorResponses } },
    handler: async (request) => {
      if ((await ingest.revokeKey(admin(request).principal.companyId, { id: request.params.id })) === 0) throw notFound();
      return ok(null);
    },
  });
};
