/** /flight (flight log): FLB flight log book, work summary, leg report. */
import type { MenuSeed } from './types';
import { CABIN, CONTROL, CREW, CS, FINANCE, FLEET, OE, crud, detail, dir, only, page } from './helpers';

const FLB_SEATS = [CONTROL, OE, FLEET, CREW] as const;

export const FLIGHT: MenuSeed = dir('flight', 'Flight', '/flight', 'manual', [
  crud('flb.list', 'Flb', 'flb', 'flight/FlbList', FLB_SEATS, 'flb', [...only([CONTROL, CREW], 'submit'), ...only([FLEET, CONTROL], 'recheck')], {
    editors: [CONTROL, CREW],
  }),
  detail('flb.edit', 'FlbEdit', 'flbEdit', 'flight/FlbEdit', FLB_SEATS),
  page('flb.workSummary', 'WorkSummary', 'workSummary', 'flight/WorkSummary', [...FLB_SEATS, FINANCE], {
    perm: 'workSummary',
    buttons: ['export'],
  }),
  page('flb.legReport', 'LegReport', 'legReport', 'flight/LegReport', [CONTROL, OE, CS, CABIN, FINANCE], {
    perm: 'legReport',
    buttons: ['export'],
  }),
]);
