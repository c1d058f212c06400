/**
 * Entry to a flown leg's flight log and leg report from where the leg's actions are offered (the
 * leg-monitor popup on the Gantt and the map, the leg detail). The log: the leg's log when it has
 * one, else (with `flb:add`) a new typed log of the leg is created; otherwise the user is told.
 */
import { flbApi, flbEditPath } from '../../api/flb';
import { toastKey } from '../../app/toaster';
import { LegState } from '../../domain/trip/states';

/** The leg report screen with the leg preselected. */
export const legReportPath = (legId: string) => `/flight/legReport?legId=${encodeURIComponent(legId)}`;

/** Which entries a leg offers the user: both only for a flown leg, each by its ability. */
export function flbEntriesOf(legState: number, has: (ability: string) => boolean): { flightLog: boolean; legReport: boolean } {
  const flown = legState === LegState.flown;
  return { flightLog: flown && has('flb:list'), legReport: flown && has('legReport:list') };
}

/**
 * Opens the leg's flight log: the existing one, or a new one when the user may add logs. Resolves
 * to the path opened, or null when there was none to open (the user has been told).
 */
export async function openFlightLog(legId: string, navigate: (path: string) => void, has: (ability: string) => boolean): Promise<string | null> {
  const found = await flbApi.byLeg(legId);
  let logId = found?.id ?? null;
  if (!logId) {
    if (!has('flb:add')) {
      toastKey('flbEntry.noLog', undefined, 'warning');
      return null;
    }
    logId = (await flbApi.create({ legId })).id;
    toastKey('flbEntry.created', undefined, 'success');
  }
  const path = flbEditPath(logId);
  navigate(path);
  return path;
}
