/**
 * Duty-time routes of the crew module (docs/decisions.md "Duty time"): regulations (the built-in
 * presets read-only, the company's own tightened copies), the duty-period check, and the
 * flight-time and fatigue reports. Answer shapes: src/domain/dutyTime/api.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DUTY_CHECK_MAX_DAYS } from '../../../src/domain/dutyTime/api';
import { PRESET_KEYS, type Regulation } from '../../../src/domain/dutyTime/regulation';
import { ok } from '../../lib/envelope';
import { ListQuerySchema, type ListQueryBody } from '../../lib/listQuery';
import { Envelope, errorResponses, Instant, Nullable, Ok, Uuid } from '../../lib/schemas';
import { ctxOf } from '../../plugins/access';
import { referenceReaders } from '../../../src/domain/access/references';
import type { Services } from '../../services';

const TAGS = ['crew: duty time'];
const Loose = Type.Object({}, { additionalProperties: true });
/** The whole regulation: top-level parts typed here, every value checked against the preset by the service. */
const RegulationBody = Type.Unsafe<Regulation>(
  Type.Object(
    {
      key: Type.String({ maxLength: 100 }),
      name: Type.String({ maxLength: 100 }),
      jurisdiction: Type.String({ maxLength: 200 }),
      wocl: Loose,
      preparationMinutes: Type.Integer({ minimum: 0, maximum: 600 }),
      finishingMinutes: Type.Integer({ minimum: 0, maximum: 600 }),
      acclimatisation: Loose,
      fdp: Loose,
      flightTime: Type.Optional(Loose),
      flightTimeIn24h: Type.Optional(Loose),
      rest: Loose,
      cumulative: Type.Array(Loose, { maxItems: 20 }),
      positioningCountsAsSector: Type.Boolean(),
      warningRatio: Type.Number({ exclusiveMinimum: 0, maximum: 1 }),
      alertMinutes: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
      sources: Type.Array(Type.String({ maxLength: 500 }), { maxItems: 20 }),
    },
    { additionalProperties: true },
  ),
);
const PresetKey = Type.Unsafe<(typeof PRESET_KEYS)[number]>({ type: 'string', enum: [...PRESET_KEYS] });
const RegulationId = Type.Union([Uuid, PresetKey]);
const Row = Type.Object({
  id: Type.String(),
  name: Type.String(),
  basedOn: Nullable(Type.String()),
  builtIn: Type.Boolean(),
  isDefault: Type.Boolean(),
  enabled: Type.Boolean(),
  warningRatio: Type.Number(),
  alertMinutes: Nullable(Type.Integer()),
  note: Nullable(Type.String()),
  version: Type.Integer(),
  updateTime: Nullable(Type.String()),
  updateUserName: Nullable(Type.String()),
});
const Input = {
  name: Type.String({ minLength: 1, maxLength: 100 }),
  basedOn: PresetKey,
  enabled: Type.Optional(Type.Boolean()),
  note: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
  regulation: RegulationBody,
};
const Params = Type.Object({ id: RegulationId }, { additionalProperties: false });
const ReportBody = Type.Object(
  {
    date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
    crewIds: Type.Array(Uuid, { minItems: 1, maxItems: 200, uniqueItems: true }),
    regulationId: RegulationId,
  },
  { additionalProperties: false },
);
const Any = Type.Unsafe<unknown>({});

export const dutyRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { regulations, duty, dutyReports } = services;

  // the check screen and the reports pick a regulation: their users list and read them too
  const readers = referenceReaders('regulation');
  app.post('/crew/v1/regulations/list', {
    config: { access: { permission: 'regulation:list', or: readers } },
    schema: { tags: TAGS, summary: 'The four built-in presets, then the company\'s regulations (filters: name eq/like, basedOn eq/in, builtIn eq)', body: ListQuerySchema, response: { 200: Envelope(Type.Object({ totalNum: Type.Integer(), list: Type.Array(Row) })), ...errorResponses } },
    handler: async (request) => ok(await regulations.list(ctxOf(request), request.body as ListQueryBody)),
  });
  app.get('/crew/v1/regulations/:id', {
    config: { access: { permission: 'regulation:list', or: readers } },
    schema: { tags: TAGS, summary: 'One regulation, whole, with the preset it is based on', params: Params, response: { 200: Envelope(Type.Intersect([Row, Type.Object({ regulation: Any, preset: Any })])), ...errorResponses } },
    handler: async (request) => ok(await regulations.get(ctxOf(request), request.params.id)),
  });
  app.post('/crew/v1/regulations', {
    config: { access: { permission: 'regulation:add' } },
    schema: { tags: TAGS, summary: 'A copy of a preset, tightened (looser values: 400 dutyTime.error.regulationLoosens with each path)', body: Type.Object(Input, { additionalProperties: false }), response: { 200: Envelope(Row), ...errorResponses } },
    handler: async (request) => ok(await regulations.create(ctxOf(request), request.body)),
  });
  app.put('/crew/v1/regulations/:id', {
    config: { access: { permission: 'regulation:edit' } },
    schema: { tags: TAGS, summary: 'Saves a company regulation (stale version → 412; presets are read-only)', params: Params, body: Type.Object({ ...Input, version: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }), response: { 200: Envelope(Row), ...errorResponses } },
    handler: async (request) => ok(await regulations.update(ctxOf(request), request.params.id, request.body)),
  });
  app.delete('/crew/v1/regulations', {
    config: { access: { permission: 'regulation:delete' } },
    schema: { tags: TAGS, summary: 'Deletes company regulations (not the one in use, not a preset)', body: Type.Array(RegulationId, { minItems: 1, maxItems: 100, uniqueItems: true }), response: { 200: Ok, ...errorResponses } },
    handler: async (request) => {
      await regulations.remove(ctxOf(request), request.body);
      return ok(null);
    },
  });
  app.post('/crew/v1/regulations/:id/setDefault', {
    config: { access: { permission: 'regulation:edit' } },
    schema: { tags: TAGS, summary: 'Makes a regulation (a preset or the company\'s) the one scheduling is checked against', params: Params, body: Type.Optional(Type.Object({}, { additionalProperties: false })), response: { 200: Envelope(Row), ...errorResponses } },
    handler: async (request) => ok(await regulations.setDefault(ctxOf(request), request.params.id)),
  });

  app.post('/crew/v1/dutyChecks/check', {
    config: { read: true, access: { permission: 'dutyCheck:check', or: ['dutyCheck:list'] } },
    schema: {
      tags: TAGS,
      summary: `A crew member's duty periods of a period (at most ${DUTY_CHECK_MAX_DAYS} days) with each limit, actual value, margin and verdict`,
      body: Type.Object({ crewId: Uuid, from: Instant, to: Instant, regulationId: RegulationId }, { additionalProperties: false }),
      response: { 200: Envelope(Any), ...errorResponses },
    },
    handler: async (request) => {
      const b = request.body;
      return ok(await duty.check(ctxOf(request), { crewId: b.crewId, from: String(b.from), to: String(b.to), regulationId: b.regulationId }));
    },
  });
  app.post('/crew/v1/reports/flightTime', {
    config: { read: true, access: { permission: 'flightTimeReport:list', or: ['flightTimeReport:export'] } },
    schema: { tags: TAGS, summary: 'Flight time per crew member: the date, 7 and 28 days, month, year, and the regulation\'s cumulative limits', body: ReportBody, response: { 200: Envelope(Any), ...errorResponses } },
    handler: async (request) => ok(await dutyReports.flightTime(ctxOf(request), request.body)),
  });
  app.post('/crew/v1/reports/fatigue', {
    config: { read: true, access: { permission: 'fatigueReport:list', or: ['fatigueReport:export'] } },
    schema: { tags: TAGS, summary: 'Fatigue indicators per crew member over the 7 days ending with the date', body: ReportBody, response: { 200: Envelope(Any), ...errorResponses } },
    handler: async (request) => ok(await dutyReports.fatigue(ctxOf(request), request.body)),
  });
};
