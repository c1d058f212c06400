/** Fleet helpers of the integration tests: an aircraft's status follows its faults (the status commands). */

/** The body of a fault that puts an aircraft in `status` ('mel' or 'aog'; null for any other status). */
export function faultFor(aircraftId: string, status: string): object | null {
  if (status !== 'mel' && status !== 'aog') return null;
  const discoveredAt = new Date(Date.now() - 60_000).toISOString();
  return { aircraftId, kind: status, descriptionEn: `Test ${status}`, discoveredAt, ...(status === 'mel' ? { melItem: '21-31-01', melCategory: 'D' } : {}) };
}
