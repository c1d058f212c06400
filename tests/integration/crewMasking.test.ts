/**
 * Sensitive crew fields (bank card, emergency contact and phone): masked in the list, the detail and
 * the export for a reader without crewDetail:sensitive; shown to one with it; an update by a reader
 * without it that sends one of them is refused (a masked value is never stored).
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '../../server/lib/context';
import { ok } from '../support/expect';
import { principalOf } from '../support/fixtures';
import { createTestApp } from '../support/testApp';

const t = await createTestApp();
afterAll(async () => t.close());

const CREWS = '/crew/v1/crews';
let crewSeat = '';
let control = '';
let crewId = '';

beforeAll(async () => {
  crewSeat = await t.signIn('demo-crew');
  control = await t.signIn('demo-control');
  const created = ok(
    await t.call(crewSeat, {
      method: 'POST',
      url: CREWS,
      payload: { workNo: 'MASK-1', cnName: '敏感测试', crewType: 'pilot', bankName: '中国银行', bankCard: '6222 0000 1234 5678', emergencyContact: '张三丰', emergencyPhone: '13800001234' },
    }),
  );
  crewId = created.id;
});

describe('masking', () => {
  it('the crew seat (crewDetail:sensitive) sees the values; control sees them masked in list, detail and export', async () => {
    const full = ok(await t.call(crewSeat, { method: 'GET', url: `${CREWS}/${crewId}` }));
    expect(full).toMatchObject({ masked: false, bankCard: '6222 0000 1234 5678', emergencyPhone: '13800001234', emergencyContact: '张三丰' });
    const masked = ok(await t.call(control, { method: 'GET', url: `${CREWS}/${crewId}` }));
    expect(masked).toMatchObject({ masked: true, bankCard: '***************5678', emergencyPhone: '*******1234', emergencyContact: '***' });
    const list = ok(await t.call(control, { method: 'POST', url: `${CREWS}/list`, payload: { pageSize: 5, searchParas: { conditions: [{ name: 'workNo', op: 'eq', value: 'MASK-1' }] } } }));
    expect(list.list[0]).toMatchObject({ masked: true, bankCard: '***************5678' });
  });

  it('the export follows the list: no clear value in the file of a reader without the right', async () => {
    const admin = await t.signIn('admin');
    const res = await t.call(admin, { method: 'POST', url: `${CREWS}/export`, payload: { scope: 'all', columns: ['workNo', 'cnName'] } });
    expect(res.statusCode).toBe(200);
    // the export reads the list service: its rows are masked for such a reader
    const base = await principalOf(t.database.db, t.app.services, 'demo-control');
    const rows = (await t.app.services.crews.list({ principal: base, ip: 't' }, { pageSize: 500 })).list;
    const row = rows.find((r) => r.id === crewId)!;
    expect(row.bankCard).toBe('***************5678');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.rowCount).toBeGreaterThan(1);
  });

  it('an update sending a sensitive field without the right is refused; other fields still save; the value stays', async () => {
    const base = await principalOf(t.database.db, t.app.services, 'demo-crew');
    const ctx: Ctx = { principal: { ...base, permissions: new Set([...base.permissions].filter((k) => k !== 'crewDetail:sensitive')) }, ip: 'test' };
    const current = await t.app.services.crews.get(ctx, crewId);
    expect(current.bankCard).toBe('***************5678');
    await expect(t.app.services.crews.update(ctx, crewId, { version: current.version, bankCard: current.bankCard })).rejects.toMatchObject({
      statusCode: 403,
      details: { fields: { bankCard: { key: 'crewRecordServer.rule.sensitiveMasked' } } },
    });
    const saved = await t.app.services.crews.update(ctx, crewId, { version: current.version, department: '飞行部' });
    expect(saved).toMatchObject({ department: '飞行部', masked: true });
    expect(ok(await t.call(crewSeat, { method: 'GET', url: `${CREWS}/${crewId}` })).bankCard).toBe('6222 0000 1234 5678');
  });
});
