/** /flight (flight log): FLB flight log book, work summary, leg report. */
import type { MenuSeed } from './types';
import { CABIN, CONTROL, CREW, CS, FINANCE, FLEET, OE, crud, detail, dir, only, page } from './helpers';

const FLB_SEATS = [CONTROL, OE, FLEET, CREW, FINANCE] as const;
/** Marking a log for recheck: quality (ops evaluation), finance, fleet and control. */
const RECHECK_SEATS = [CONTROL, OE, FLEET, FINANCE] as const;

export const FLIGHT: MenuSeed = dir('flight', 'Flight', '/flight', 'manual', [
  crud('flb.list', 'Flb', 'flb', 'flight/FlbList', FLB_SEATS, 'flb', [...only([CONTROL, CREW], 'submit'), ...only(RECHECK_SEATS, 'recheck')], {
    editors: [CONTROL, CREW],
  }),
  detail('flb.edit', 'FlbEdit', 'flbEdit', 'flight/FlbEdit', FLB_SEATS),
  page('flb.workSummary', 'WorkSummary', 'workSummary', 'flight/WorkSummary', FLB_SEATS, {
    perm: 'workSummary',
    buttons: ['export'],
  }),
  page('flb.legReport', 'LegReport', 'legReport', 'flight/LegReport', [CONTROL, OE, CS, CABIN, FINANCE], {
    perm: 'legReport',
    buttons: ['export'],
  }),
]);
