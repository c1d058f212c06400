/**
 * Reads that take a body (docs/api.md, "Reads are not writes"): `POST …/list`, `POST …/export`, and
 * the view endpoints below. The browser neither sends them an Idempotency-Key nor refuses a repeat
 * while one is pending (the newer replaces it); the server stores nothing for them.
 */
const BODY_READS: readonly RegExp[] = [
  /\/(list|export)$/,
  /^\/trip\/v1\/gantt\/(window|crewWindow|passengerWindow)$/,
  /^\/crew\/v1\/dutyChecks\/check$/,
  /^\/crew\/v1\/reports\/(fatigue|flightTime)$/,
  /^\/track\/v1\/(monitor|positions\/board|positions\/live)$/,
  /^\/track\/v1\/tripLegs\/[^/]+\/track$/,
];

/** True for a call that changes data: PUT, PATCH, DELETE, and POST except the reads above. */
export function isWriteCall(method: string | undefined, url: string | undefined): boolean {
  const m = (method ?? 'GET').toUpperCase();
  if (m === 'PUT' || m === 'PATCH' || m === 'DELETE') return true;
  if (m !== 'POST') return false;
  const path = (url ?? '').split('?')[0]!.replace(/\/+$/, '');
  return !BODY_READS.some((re) => re.test(path));
}
