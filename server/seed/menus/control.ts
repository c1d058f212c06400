/** /ykManage (operations control): trip monitor, dispatch release, diversions, delays, boards, data centre, briefs, handover. */
import type { MenuSeed } from './types';
import { CABIN, CONTROL, CREW, CS, DUTY_SEATS, FLEET, GROUND, OE, crud, detail, dir, only, page } from './helpers';

export const CONTROL_AREA: MenuSeed = dir('ykManage', 'YkManage', '/ykManage', 'control', [
  page('control.tripMonitor', 'TripMonitor', 'tripMonitor', 'control/TripMonitor', [CONTROL, OE, CS, FLEET, CREW, CABIN, GROUND], {
    perm: 'tripMonitor',
    buttons: ['export'],
  }),
  page('control.tripRelease', 'TripRelease', 'tripRelease', 'control/TripRelease', [CONTROL, OE], {
    perm: 'tripRelease',
    buttons: [...only([CONTROL], 'release', 'noRelease', 'cancelRelease'), 'print', 'export'],
  }),
  // Release documents of one leg; release confirmation is blocked without them.
  detail('control.releaseDocument', 'ReleaseDocument', 'releaseDocument', 'control/ReleaseDocument', [CONTROL, OE], {
    perm: 'releaseDocument',
    buttons: ['upload', 'send'],
  }),
  crud('control.diversion', 'DiversionLog', 'diversionLog', 'control/DiversionLog', [CONTROL, OE], 'diversion', ['cancel']),
  crud('control.flightDelay', 'FlightDelay', 'flightDelay', 'control/FlightDelay', [CONTROL, OE, CS, CABIN], 'flightDelay', [], {
    editors: [CONTROL, OE],
  }),
  page('control.positionBoard', 'AircraftPositionBoard', 'aircraftPositionBoard', 'control/AircraftPositionBoard', [CONTROL, OE, FLEET], {
    perm: 'positionBoard',
    buttons: ['export'],
  }),
  // Live counts of the landing page, aircraft in the air and today's movements, for the ops-room wall.
  page('control.dataCenter', 'DataCenter', 'dataCenter', 'control/DataCenter', [CONTROL, OE, CS, FLEET, CREW, GROUND], {
    perm: 'dataCenter',
    buttons: ['export'],
  }),
  page('control.workBrief', 'WorkBrief', 'workBrief', 'control/WorkBriefReport', [CONTROL, OE, CS], {
    perm: 'workBrief',
    buttons: ['export', ...only([CONTROL], 'send')],
  }),
  crud('control.workHandover', 'WorkHandover', 'workHandover', 'control/WorkHandover', DUTY_SEATS, 'workHandover', ['send', 'receive']),
]);
