/**
 * Duty-time routes of the crew module (docs/decisions.md "Duty time"): regulations (the built-in
 * presets read-only, the company's own tightened copies), the duty-period check, and the
 * flight-time and fatigue reports. Requests and answers: src/contract/dutyTime.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DutyCheckAnswer,
  DutyCheckBody,
  EmptyBody,
  FatigueReportAnswer,
  FlightTimeReportAnswer,
  RegulationDetail,
  RegulationIds,
  RegulationInput,
  RegulationListAnswer,
  RegulationListBody,
  RegulationParams,
  RegulationRow,
  RegulationUpdate,
  ReportBody,
} from '../../../src/contract/dutyTime';
import { Envelope, errorResponses, Ok } from '../../../src/contract/common';
import { referenceReaders } from '../../../src/domain/access/references';
import { DUTY_CHECK_MAX_DAYS } from '../../../src/domain/dutyTime/api';
import { ok } from '../../lib/envelope';
import { registerDutyExports } from '../../lib/export/dutyExports';
import { ctxOf } from '../../plugins/access';
import type { Services } from '../../services';

const TAGS = ['crew: duty time'];

export const dutyRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { regulations, duty, dutyReports } = services;

  // the check screen and the reports pick a regulation: their users list and read them too
  const readers = referenceReaders('regulation');
  app.post('/crew/v1/regulations/list', {
    config: { access: { permission: 'regulation:list', or: readers } },
    schema: { tags: TAGS, summary: 'The four built-in presets, then the company\'s regulations (filters: name eq/like, basedOn eq/in, builtIn eq)', body: RegulationListBody, response: { 200: Envelope(RegulationListAnswer), ...errorResponses } },
    handler: async (request) => ok(await regulations.list(ctxOf(request), request.body)),
  });
  app.get('/crew/v1/regulations/:id', {
    config: { access: { permission: 'regulation:list', or: readers } },
    schema: { tags: TAGS, summary: 'One regulation, whole, with the preset it is based on', params: RegulationParams, response: { 200: Envelope(RegulationDetail), ...errorResponses } },
    handler: async (request) => ok(await regulations.get(ctxOf(request), request.params.id)),
  });
  app.post('/crew/v1/regulations', {
    config: { access: { permission: 'regulation:add' } },
    schema: { tags: TAGS, summary: 'A copy of a preset, tightened (looser values: 400 dutyTime.error.regulationLoosens with each path)', body: RegulationInput, response: { 200: Envelope(RegulationRow), ...errorResponses } },
    handler: async (request) => ok(await regulations.create(ctxOf(request), request.body)),
  });
  app.put('/crew/v1/regulations/:id', {
    config: { access: { permission: 'regulation:edit' } },
    schema: { tags: TAGS, summary: 'Saves a company regulation (stale version → 412; presets are read-only)', params: RegulationParams, body: RegulationUpdate, response: { 200: Envelope(RegulationRow), ...errorResponses } },
    handler: async (request) => ok(await regulations.update(ctxOf(request), request.params.id, request.body)),
  });
  app.delete('/crew/v1/regulations', {
    config: { access: { permission: 'regulation:delete' } },
    schema: { tags: TAGS, summary: 'Deletes company regulations (not the one in use, not a preset)', body: RegulationIds, response: { 200: Ok, ...errorResponses } },
    handler: async (request) => {
      await regulations.remove(ctxOf(request), request.body);
      return ok(null);
    },
  });
  app.post('/crew/v1/regulations/:id/setDefault', {
    config: { access: { permission: 'regulation:edit' } },
    schema: { tags: TAGS, summary: 'Makes a regulation (a preset or the company\'s) the one scheduling is checked against', params: RegulationParams, body: EmptyBody, response: { 200: Envelope(RegulationRow), ...errorResponses } },
    handler: async (request) => ok(await regulations.setDefault(ctxOf(request), request.params.id)),
  });

  app.post('/crew/v1/dutyChecks/check', {
    config: { read: true, access: { permission: 'dutyCheck:check', or: ['dutyCheck:list'] } },
    schema: {
      tags: TAGS,
      summary: `A crew member's duty periods of a period (at most ${DUTY_CHECK_MAX_DAYS} days) with each limit, actual value, margin and verdict`,
      body: DutyCheckBody,
      response: { 200: Envelope(DutyCheckAnswer), ...errorResponses },
    },
    handler: async (request) => ok(await duty.check(ctxOf(request), request.body)),
  });
  app.post('/crew/v1/reports/flightTime', {
    config: { read: true, access: { permission: 'flightTimeReport:list', or: ['flightTimeReport:export'] } },
    schema: { tags: TAGS, summary: 'Flight time per crew member: the date, 7 and 28 days, month, year, and the regulation\'s cumulative limits', body: ReportBody, response: { 200: Envelope(FlightTimeReportAnswer), ...errorResponses } },
    handler: async (request) => ok(await dutyReports.flightTime(ctxOf(request), request.body)),
  });
  app.post('/crew/v1/reports/fatigue', {
    config: { read: true, access: { permission: 'fatigueReport:list', or: ['fatigueReport:export'] } },
    schema: { tags: TAGS, summary: 'Fatigue indicators per crew member over the 7 days ending with the date', body: ReportBody, response: { 200: Envelope(FatigueReportAnswer), ...errorResponses } },
    handler: async (request) => ok(await dutyReports.fatigue(ctxOf(request), request.body)),
  });

  // xlsx exports of the regulation list, the duty-period check and the two reports
  registerDutyExports(app, { regulations, duty, dutyReports, airports: services.airports });
};
