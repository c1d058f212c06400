/**
 * Fleet upkeep routes: faults and their commands, the aircraft status history, the operator's
 * fleet rules, maintenance plans with confirm / cancel, and the maintenance status per aircraft.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FaultClose, FaultCreate, FaultExtend, FaultRow, FaultUpdate, FleetSettingsAnswer, FleetSettingsUpdate, StatusHistoryAnswer } from '../../../src/contract/fleetFaults';
import {
  ConfirmationsAnswer,
  MaintenanceCancel,
  MaintenanceConfirm,
  MaintenanceConfirmAnswer,
  MaintenancePlanCreate,
  MaintenancePlanRow,
  MaintenancePlanUpdate,
  MaintenanceStatusAnswer,
  MaintenanceStatusQuery,
} from '../../../src/contract/maintenance';
import { ctxOf } from '../../plugins/access';
import { ok } from '../../lib/envelope';
import { listAnswerSchema, ListQuerySchema } from '../../lib/listQuery';
import { registerCrudRoutes } from '../../lib/resourceRoutes';
import { Envelope, errorResponses, IdParams } from '../../lib/schemas';
import type { Services } from '../../services';
import { registerUpkeepExports } from './upkeepExports';

const FAULTS = '/fleet/v1/faults';
const PLANS = '/fleet/v1/maintenancePlans';
const faultTags = ['fleet: faults'];
const planTags = ['fleet: maintenance'];
/** The aircraft screens (detail tabs) read faults, inspections and the status history too. */
const FAULT_READ = { access: { permission: 'fault:list', or: ['aircraft:list'] } } as const;
const perm = (permission: string) => ({ access: { permission } });

export const upkeepRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const faults = services.faults;
  const one = Envelope(FaultRow);

  app.post(`${FAULTS}/list`, {
    config: FAULT_READ,
    schema: { tags: faultTags, summary: 'List faults (filters: aircraftId, kind, state, overdue, discoveredAt range)', body: ListQuerySchema, response: { 200: Envelope(listAnswerSchema(FaultRow)), ...errorResponses } },
    handler: async (request) => ok(await faults.list(ctxOf(request), request.body)),
  });
  app.get(`${FAULTS}/:id`, {
    config: FAULT_READ,
    schema: { tags: faultTags, summary: 'One fault', params: IdParams, response: { 200: one, ...errorResponses } },
    handler: async (request) => ok(await faults.get(ctxOf(request), request.params.id)),
  });
  app.post(FAULTS, {
    config: perm('fault:add'),
    schema: { tags: faultTags, summary: 'Record a fault (MEL deadline from the operator rules); the aircraft status follows', body: FaultCreate, response: { 200: one, ...errorResponses } },
    handler: async (request) => ok(await faults.create(ctxOf(request), request.body)),
  });
  app.put(`${FAULTS}/:id`, {
    config: perm('fault:edit'),
    schema: { tags: faultTags, summary: 'Edit a fault’s texts, ATA, MEL item or expected return (a stale version answers 412)', params: IdParams, body: FaultUpdate, response: { 200: one, ...errorResponses } },
    handler: async (request) => ok(await faults.update(ctxOf(request), request.params.id, request.body)),
  });
  app.post(`${FAULTS}/:id/extend`, {
    config: perm('fault:edit'),
    schema: { tags: faultTags, summary: 'Extend an open MEL item by calendar days', params: IdParams, body: FaultExtend, response: { 200: one, ...errorResponses } },
    handler: async (request) => ok(await faults.extend(ctxOf(request), request.params.id, request.body)),
  });
  app.post(`${FAULTS}/:id/close`, {
    config: perm('fault:confirm'),
    schema: { tags: faultTags, summary: 'Close an open fault with its rectification; the aircraft status follows', params: IdParams, body: FaultClose, response: { 200: one, ...errorResponses } },
    handler: async (request) => ok(await faults.close(ctxOf(request), request.params.id, request.body)),
  });
  app.get('/fleet/v1/aircraft/:id/statusHistory', {
    config: { access: { permission: 'aircraft:list', or: ['fault:list', 'statusBoard:list'] } },
    schema: { tags: faultTags, summary: 'An aircraft’s status changes with their causes, newest first', params: IdParams, response: { 200: Envelope(StatusHistoryAnswer), ...errorResponses } },
    handler: async (request) => ok(await services.aircraftStatus.history(ctxOf(request), request.params.id)),
  });
  app.get('/fleet/v1/settings', {
    config: { access: 'authenticated' },
    schema: { tags: faultTags, summary: 'The operator’s fleet rules (defaults at version 0)', response: { 200: Envelope(FleetSettingsAnswer), ...errorResponses } },
    handler: async (request) => ok(await services.fleetSettings.get(ctxOf(request))),
  });
  app.put('/fleet/v1/settings', {
    config: perm('fault:edit'),
    schema: { tags: faultTags, summary: 'Change the operator’s fleet rules (a stale version answers 412)', body: FleetSettingsUpdate, response: { 200: Envelope(FleetSettingsAnswer), ...errorResponses } },
    handler: async (request) => ok(await services.fleetSettings.update(ctxOf(request), request.body)),
  });

  registerCrudRoutes(app, {
    base: PLANS,
    area: 'maintenance',
    readers: ['aircraft:list', 'maintenanceStatus:list'],
    noun: 'maintenance plan item',
    tags: planTags,
    row: MaintenancePlanRow,
    create: MaintenancePlanCreate,
    update: MaintenancePlanUpdate,
    service: services.maintenance,
  });
  app.post(`${PLANS}/:id/confirm`, {
    config: perm('maintenance:confirm'),
    schema: { tags: planTags, summary: 'Confirm an inspection done: the confirmation, the next item by the cycle, the status', params: IdParams, body: MaintenanceConfirm, response: { 200: Envelope(MaintenanceConfirmAnswer), ...errorResponses } },
    handler: async (request) => ok(await services.maintenance.confirm(ctxOf(request), request.params.id, request.body)),
  });
  app.post(`${PLANS}/:id/cancel`, {
    config: perm('maintenance:edit'),
    schema: { tags: planTags, summary: 'Cancel a planned inspection', params: IdParams, body: MaintenanceCancel, response: { 200: Envelope(MaintenancePlanRow), ...errorResponses } },
    handler: async (request) => ok(await services.maintenance.cancel(ctxOf(request), request.params.id, request.body)),
  });
  app.get(`${PLANS}/:id/confirmations`, {
    config: { access: { permission: 'maintenance:list', or: ['aircraft:list', 'maintenanceStatus:list'] } },
    schema: { tags: planTags, summary: 'The confirmations of a plan item', params: IdParams, response: { 200: Envelope(ConfirmationsAnswer), ...errorResponses } },
    handler: async (request) => ok(await services.maintenance.confirmations(ctxOf(request), request.params.id)),
  });
  app.post('/fleet/v1/maintenanceStatus/list', {
    config: { access: { permission: 'maintenanceStatus:list', or: ['maintenance:list', 'aircraft:list'] } },
    schema: { tags: planTags, summary: 'Per aircraft: last inspection done, next due, overdue, days left', body: MaintenanceStatusQuery, response: { 200: Envelope(MaintenanceStatusAnswer), ...errorResponses } },
    handler: async (request) => ok(await services.maintenance.status(ctxOf(request), request.body)),
  });
  registerUpkeepExports(app, services);
};
