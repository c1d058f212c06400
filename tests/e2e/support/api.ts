/**
 * Calls of the API from a browser spec, as the signed-in user of the page (its token in
 * localStorage), and the builders of the trips the specs set up through the API.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser';

/** One API call as the page's user; expects the success envelope and answers its `result`. */
export async function call<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('foc.token'));
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; result: T };
  expect(json.code, `${method} ${path}: ${JSON.stringify(json)}`).toBe(20000);
  return json.result;
}

/** A business charter leg of a trip body (UTC instants with Z). */
export const legBody = (flightNo: string | undefined, dep: string, arr: string, off: string, on: string) => ({
  ...(flightNo === undefined ? {} : { flightNo }),
  purpose: 'business',
  operationNature: 'charter',
  departureIcao: dep,
  arrivalIcao: arr,
  plannedDepartureUtc: off,
  plannedArrivalUtc: on,
});

/** The first customer of the company, or a new one named `name` when there is none. */
export async function someCustomerId(page: Page, name: string): Promise<string> {
  const customers = await call<{ list: { id: string }[] }>(page, 'POST', '/customer/v1/customers/list', { page: 1, pageSize: 1 });
  return customers.list[0]?.id ?? (await call<{ id: string }>(page, 'POST', '/customer/v1/customers', { type: 1, name })).id;
}

/** Four digits that keep flight numbers and names of one run apart from the last run's. */
export const runSuffix = () => String(Date.now() % 10_000).padStart(4, '0');

/**
 * Runs a received leg through evaluation, aircraft, airworthiness, flight plan, two pilots,
 * readiness, release documents and release; answers the trip at its new version.
 */
export async function releaseLeg<T extends { version: number }>(page: Page, trip: T, legId: string, aircraftId: string, pilots: readonly [string, string]): Promise<T> {
  let at = trip;
  const cmd = async (command: string, body: object = {}) => (at = await call<T>(page, 'POST', `/trip/v1/tripLegs/${legId}/${command}`, { version: at.version, ...body }));
  await cmd('evaluate', { result: 'pass' });
  await cmd('assignAircraft', { aircraftId });
  await cmd('airworthiness', { value: 'airworthy' });
  await cmd('flightPlan', { attached: true });
  await cmd('crew', { crewId: pilots[0], role: 'pic' });
  await cmd('crew', { crewId: pilots[1], role: 'sic' });
  await cmd('ready');
  await cmd('releaseDocuments', { attached: true });
  return cmd('release', { decision: 'release' });
}
