/**
 * The crew records in the leg crew dialog: a pilot whose medical expired is offered disabled, the
 * refusal naming the document and its due date; a pilot whose medical runs out days after the leg is
 * offered with a near-expiry warning. Crew members, documents and leg are set up through the API.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launch, newPage, signIn, shot as saveShot } from './support/browser';
import { call, legBody, runSuffix, someCustomerId } from './support/api';

const shot = (page: Page, name: string) => saveShot(page, `legCrewRecords-${name}`, { fullPage: true });

interface Trip {
  id: string;
  version: number;
  legs: { id: string }[];
}

describe('crew records in the leg crew dialog', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('an expired medical refuses the pilot, naming the document and its date; a medical near expiry is warned about', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin');
    const suffix = runSuffix();
    const typeId = (await call<{ id: string }>(page, 'POST', '/fleet/v1/aircraftTypes', { code: `CR-${suffix}`, name: `Records ${suffix}` })).id;
    const aircraftId = (await call<{ id: string }>(page, 'POST', '/fleet/v1/aircraft', { tailNo: `B-R${suffix}`, typeId })).id;
    const pilot = async (n: number) =>
      call<{ id: string; workNo: string }>(page, 'POST', '/crew/v1/crews', { workNo: `CR${suffix}${n}`, cnName: `档案${n}`, crewType: 'pilot', nationality: 'CN', baseIcao: 'ZBAA', qualifiedTypeIds: [typeId] });
    const expired = await pilot(1);
    const nearly = await pilot(2);
    const medical = `E2E Class 1 ${suffix}`;
    const medicalTypeId = (await call<{ id: string }>(page, 'POST', '/crew/v1/medicalTypes', { name: medical })).id;
    const licenceTypeId = (await call<{ id: string }>(page, 'POST', '/crew/v1/licenceTypes', { name: `E2E ATPL ${suffix}` })).id;
    // a licence and a type ability valid for years, and a medical: expired before the leg, or due three days after it
    for (const [crew, medicalDue] of [[expired, '2031-02-20'], [nearly, '2031-03-05']] as const) {
      await call(page, 'POST', '/crew/v1/documents', { crewId: crew.id, kind: 'licence', typeId: licenceTypeId, docNo: `L-${crew.workNo}`, dueDate: '2040-01-01' });
      await call(page, 'POST', '/crew/v1/abilities', { crewId: crew.id, aircraftTypeId: typeId, ability: 'captain', dueDate: '2040-01-01' });
      await call(page, 'POST', '/crew/v1/documents', { crewId: crew.id, kind: 'medical', typeId: medicalTypeId, docNo: 'MED-9', dueDate: medicalDue });
    }

    const customerId = await someCustomerId(page, 'E2E records customer');
    let trip = await call<Trip & { tripNumber: string }>(page, 'POST', '/trip/v1/trips', {
      customerId,
      confirm: true,
      legs: [legBody(`R${suffix}`, 'ZBAA', 'ZSSS', '2031-03-02T02:00:00Z', '2031-03-02T04:00:00Z')],
    });
    const legId = trip.legs[0]!.id;
    const cmd = async (url: string, body: object = {}) => (trip = await call<typeof trip>(page, 'POST', url, { version: trip.version, ...body }));
    await cmd(`/trip/v1/trips/${trip.id}/submit`);
    await cmd(`/trip/v1/trips/${trip.id}/receive`);
    await cmd(`/trip/v1/tripLegs/${legId}/evaluate`, { result: 'pass' });
    await cmd(`/trip/v1/tripLegs/${legId}/assignAircraft`, { aircraftId });

    await page.goto(appUrl(`/tripLegDetail?id=${legId}`));
    const panel = page.locator(`[data-testid="leg-detail"][data-leg-id="${legId}"]`).getByTestId('leg-crew');
    await panel.getByTestId('leg-crew-role').selectOption('pic');
    await panel.getByTestId('leg-crew-picker').click();
    const refusedItem = page.getByTestId('leg-crew-candidate').filter({ hasText: expired.workNo });
    await expect.poll(() => refusedItem.count(), { timeout: 15_000 }).toBe(1);
    const text = await refusedItem.innerText();
    expect(text).toContain(medical);
    expect(text).toContain('2031-02-20');
    expect(await refusedItem.getAttribute('aria-disabled')).toBe('true');
    const warned = page.getByTestId('leg-crew-candidate').filter({ hasText: nearly.workNo });
    expect(await warned.getAttribute('aria-disabled')).not.toBe('true');
    await expect.poll(() => warned.getByTestId('leg-crew-candidate-warning').count()).toBeGreaterThan(0);
    await shot(page, 'candidates');
    await context.close();
  });
});
