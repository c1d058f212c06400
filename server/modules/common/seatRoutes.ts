import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../lib/envelope';
import { Envelope, errorResponses, IdParams } from '../../../src/contract/common';
import { SeatMenus, SeatMenusBody, SeatMenusSaved, SeatPresence, SeatUpdate, SysSeat } from '../../../src/contract/seats';
import { CatalogueMenu, MenuUpdate, PreviewNodeSchema, SeatParams } from '../../../src/contract/menus';
import { ctxOf } from '../../plugins/access';
import type { Services } from '../../services';

/** Seats (`/common/v1/sysSeats`) and the menu catalogue (`/common/v1/sysMenus`) of system administration. */
export const seatRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const tags = ['common: seats and menus'];
  const seats = '/common/v1/sysSeats';
  const menus = '/common/v1/sysMenus';

  app.get(seats, {
    config: { access: { permission: 'seat:list' } },
    schema: { tags, summary: "The company's ten seats with sort order and notes", response: { 200: Envelope(Type.Array(SysSeat)), ...errorResponses } },
    handler: async (request) => ok(await services.seats.list(ctxOf(request))),
  });
  app.get(`${seats}/status`, {
    config: { access: { permission: 'seatStatus:list' } },
    schema: { tags, summary: 'Who works in which seat now (live sessions)', response: { 200: Envelope(Type.Array(SeatPresence)), ...errorResponses } },
    handler: async (request) => ok(await services.seats.status(ctxOf(request))),
  });
  app.put(`${seats}/:id`, {
    config: { access: { permission: 'seat:edit' } },
    schema: { tags, summary: "Change a seat's sort order and note (optimistic; name and code are the product's)", params: IdParams, body: SeatUpdate, response: { 200: Envelope(SysSeat), ...errorResponses } },
    handler: async (request) => ok(await services.seats.update(ctxOf(request), request.params.id, request.body)),
  });
  app.get(`${seats}/:id/menus`, {
    config: { access: { permission: 'seat:list' } },
    schema: { tags, summary: 'The menu catalogue and the entries the seat gets', params: IdParams, response: { 200: Envelope(SeatMenus), ...errorResponses } },
    handler: async (request) => ok(await services.seats.menus(ctxOf(request), request.params.id)),
  });
  app.put(`${seats}/:id/menus`, {
    config: { access: { permission: 'seat:edit' } },
    schema: {
      tags,
      summary: "Replace the seat's menus and buttons (directories above them are added; logged with before and after; users are told to reload)",
      params: IdParams,
      body: SeatMenusBody,
      response: { 200: Envelope(SeatMenusSaved), ...errorResponses },
    },
    handler: async (request) => ok(await services.seats.setMenus(ctxOf(request), request.params.id, request.body.version, request.body.menuIds)),
  });

  app.get(menus, {
    config: { access: { permission: 'menu:list' } },
    schema: { tags, summary: 'Every entry of the menu catalogue with the company’s changes', response: { 200: Envelope(Type.Array(CatalogueMenu)), ...errorResponses } },
    handler: async (request) => ok(await services.menuAdmin.list(ctxOf(request))),
  });
  app.put(`${menus}/:id`, {
    config: { access: { permission: 'menu:edit' } },
    schema: {
      tags,
      summary: 'Change the fields of an entry an operator owns, for the company (version 0: first change; null: back to the product value)',
      params: IdParams,
      body: MenuUpdate,
      response: { 200: Envelope(CatalogueMenu), ...errorResponses },
    },
    handler: async (request) => ok(await services.menuAdmin.update(ctxOf(request), request.params.id, request.body)),
  });
  app.get(`${menus}/preview/:seatId`, {
    config: { access: { permission: 'menu:list' } },
    schema: { tags, summary: "The side menu a seat gets (as its administrator sees it)", params: SeatParams, response: { 200: Envelope(Type.Array(PreviewNodeSchema)), ...errorResponses } },
    handler: async (request) => ok(await services.menuAdmin.preview(ctxOf(request), request.params.seatId)),
  });
};
