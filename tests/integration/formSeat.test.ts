/**
 * Form–seat relations (`/system/v1/formSeatRelations`): seats chosen from the company's seats,
 * validation 400, 409 on a repeated name of a form, 412 when stale, company scoping and the keys.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VK } from '../../src/domain/validation/keys';
import { ok, refused } from '../support/expect';
import { TENANT_B_ADMIN } from '../support/fixtures';
import { userWithRole } from '../support/roleUser';
import { createTestApp } from '../support/testApp';
import { exportSheet } from '../support/exportSheet';
import { translate } from '../../server/lib/messages';

const t = await createTestApp();
afterAll(async () => t.close());
const BASE = '/system/v1/formSeatRelations';
const body = (names: string, more: object = {}) => ({ formType: 'tripSheet', names, seatCodes: ['RUN', 'CONTROL'], isMultiLeg: false, exportType: 'pdf', crewType: 'all', sendTo: 'seats', lang: 'zh', ...more });

let admin = '';
let bravo = '';
beforeAll(async () => {
  admin = await t.signIn('admin');
  bravo = await t.signIn(TENANT_B_ADMIN);
});

describe('form-seat relations', () => {
  it('lists the seeded relations and offers the company seats', async () => {
    const list = ok(await t.call(admin, { method: 'POST', url: `${BASE}/list`, payload: { pageSize: 50 } }));
    expect(list.totalNum).toBeGreaterThanOrEqual(4);
    const seats = ok(await t.call(admin, { method: 'GET', url: `${BASE}/seats` }));
    expect(seats.map((s: { keyName: string }) => s.keyName)).toContain('CONTROL');
  });

  it('stores the seat codes sorted; edits at the version (412 when stale); 409 on a repeated name', async () => {
    const row = ok(await t.call(admin, { method: 'POST', url: BASE, payload: body('Dispatch pack') }));
    expect(row).toMatchObject({ names: 'Dispatch pack', seatCodes: ['CONTROL', 'RUN'], version: 1 });
    const edited = ok(await t.call(admin, { method: 'PUT', url: `${BASE}/${row.id}`, payload: { version: 1, seatCodes: ['FINANCE'], lang: 'en' } }));
    expect(edited).toMatchObject({ seatCodes: ['FINANCE'], lang: 'en', version: 2 });
    refused(await t.call(admin, { method: 'PUT', url: `${BASE}/${row.id}`, payload: { version: 1, names: 'stale' } }), 412, 'error.dataChanged');
    const clash = refused(await t.call(admin, { method: 'POST', url: BASE, payload: body('Dispatch pack') }), 409, 'error.duplicate');
    expect(clash.result.fields.names.key).toBe('systemLog.formSeat.uniqueNames');
    // the same name under another form is another relation
    ok(await t.call(admin, { method: 'POST', url: BASE, payload: body('Dispatch pack', { formType: 'flightPlan' }) }));
  });

  it.each([
    ['no seat', { seatCodes: [] }],
    ['an unknown seat', { seatCodes: ['PILOT_LOUNGE'] }],
    ['a repeated seat', { seatCodes: ['RUN', 'RUN'] }],
    ['an unknown form', { formType: 'menu' }],
    ['an unknown language', { lang: 'fr' }],
    ['a missing field', { exportType: undefined }],
    ['an extra field', { color: 'red' }],
  ])('refuses %s with 400', async (_label, change) => {
    refused(await t.call(admin, { method: 'POST', url: BASE, payload: body('Refused', change) }), 400, 'error.requestParameter');
  });

  it('refuses a blank name on its field', async () => {
    const res = refused(await t.call(admin, { method: 'POST', url: BASE, payload: body('   ') }), 400, 'error.requestParameter');
    expect(res.result.fields.names.key).toBe(VK.required);
  });

  it('keeps to the company and asks for the keys', async () => {
    const row = ok(await t.call(admin, { method: 'POST', url: BASE, payload: body('Scoped') }));
    refused(await t.call(bravo, { method: 'GET', url: `${BASE}/${row.id}` }), 404, 'error.notFound');
    refused(await t.call(bravo, { method: 'PUT', url: `${BASE}/${row.id}`, payload: { version: 1, names: 'taken' } }), 404, 'error.notFound');
    const theirs = ok(await t.call(bravo, { method: 'POST', url: `${BASE}/list`, payload: { searchParas: { conditions: [{ name: 'names', op: 'eq', value: 'Scoped' }] } } }));
    expect(theirs.totalNum).toBe(0);
    const reader = await userWithRole(t, admin, 'form-seat-reader', ['formSeat:list']);
    ok(await t.call(reader, { method: 'GET', url: `${BASE}/seats` }));
    refused(await t.call(reader, { method: 'POST', url: BASE, payload: body('Not mine') }), 403, 'error.insufficientAccess');
    refused(await t.call(reader, { method: 'DELETE', url: BASE, payload: [row.id] }), 403, 'error.insufficientAccess');
  });

  it('exports the shown columns with labels and seat names in the caller language', async () => {
    const payload = { scope: 'all', columns: ['formType', 'names', 'seatCodes', 'isMultiLeg', 'lang'], searchParas: { conditions: [{ name: 'names', op: 'eq', value: 'Crew briefing (EN)' }] } };
    const rows = await exportSheet(await t.call(admin, { method: 'POST', url: `${BASE}/export`, headers: { 'accept-language': 'en' }, payload }));
    const en = (k: string) => translate(k, 'en');
    expect(rows).toEqual([
      ['formType', 'names', 'seatCodes', 'isMultiLeg', 'lang'].map((c) => en(`systemLog.formSeat.field.${c}`)),
      [en('systemLog.formSeat.formType.crewBriefing'), 'Crew briefing (EN)', `${en('seat.CABIN')}、${en('seat.CREW')}`, en('systemLog.formSeat.yes'), en('systemLog.formSeat.lang.en')],
    ]);
  });
});
