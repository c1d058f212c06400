/** /run (operations resources): airports, restrictions, countries, training areas, permit replies, documents. */
import type { MenuSeed } from './types';
import { ALL, CONTROL, GROUND, OE, RUN, TRAINING, crud, detail, dir, only, page } from './helpers';

const AIRPORT_VIEW = [RUN, OE, CONTROL, GROUND] as const;

export const RUN_MANAGE: MenuSeed = dir('run', 'Run', '/run', 'globe', [
  crud('airport.domestic', 'DomesticAirport', 'domesticAirport', 'run/airport/DomesticAirport', AIRPORT_VIEW, 'domesticAirport', ['import'], {
    editors: [RUN],
  }),
  crud('airport.foreign', 'ForeignAirport', 'foreignAirport', 'run/airport/ForeignAirport', AIRPORT_VIEW, 'foreignAirport', ['import'], {
    editors: [RUN],
  }),
  // Runways, time rules, services, transfer addresses and route files of one airport.
  detail('airport.detail', 'AirportDetail', 'airportDetail', 'run/airport/AirportDetail', AIRPORT_VIEW),
  page('airport.levelEvaluation', 'AirportLevelEvaluation', 'airportLevelEvaluation', 'run/airport/AirportLevelEvaluation', [RUN, OE], {
    perm: 'airportLevel',
    buttons: [...only([RUN], 'evaluate'), 'export'],
  }),
  crud('airport.restriction', 'AirportRestriction', 'airportRestriction', 'run/AirportRestriction', [RUN, OE, CONTROL], 'airportRestriction', [], {
    editors: [RUN],
  }),
  crud('country.list', 'Country', 'country', 'run/Country', [RUN, OE], 'country', [], { editors: [RUN] }),
  crud('trainingArea.list', 'TrainingArea', 'trainingArea', 'run/TrainingArea', [RUN, OE, CONTROL, TRAINING], 'trainingArea', [], {
    editors: [RUN],
  }),
  crud('reply.template', 'ReplyTemplate', 'replyTemplate', 'run/reply/ReplyTemplate', [RUN, OE, CONTROL], 'replyTemplate', [], {
    editors: [RUN],
  }),
  page('reply.statistics', 'ReplyStatistics', 'replyStatistics', 'run/reply/ReplyStatistics', [RUN, OE, CONTROL], {
    perm: 'replyStatistics',
    buttons: ['export'],
  }),
  // Company documents (manuals etc.) are read by every seat.
  page('document.list', 'Document', 'document', 'document/DocumentList', ALL, {
    perm: 'document',
    buttons: [...only([RUN, CONTROL], 'add', 'edit', 'delete', 'upload'), 'download'],
  }),
  crud('document.type', 'DocumentType', 'documentType', 'document/DocumentType', [RUN, CONTROL], 'documentType'),
]);
