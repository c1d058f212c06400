/** /crewManage: crew and their record tabs, scheduling, duty-period rules and checks, document types, reports. */
import type { MenuSeed } from './types';
import { CABIN, CONTROL, CREW, FLEET, OE, TRAINING, crud, detail, dir, only, page, type Seats } from './helpers';

const CREW_VIEW = [CREW, OE, CONTROL, CABIN, TRAINING] as const;

/** A crew roster for one crew type; `planners` edit and publish it. */
function schedule(kind: 'Pilot' | 'Cabin' | 'Maintenance', seats: Seats, planners: Seats): MenuSeed {
  return page(`crew.schedule${kind}`, `CrewSchedule${kind}`, `schedule${kind}`, `crew/schedule/${kind}Schedule`, seats, {
    perm: `schedule${kind}`,
    buttons: [...only(planners, 'add', 'edit', 'delete', 'publish'), 'export'],
  });
}

export const CREW_MANAGE: MenuSeed = dir('crewManage', 'CrewManage', '/crewManage', 'people', [
  crud('crew.list', 'Crew', 'crew', 'crew/CrewList', CREW_VIEW, 'crew', ['import'], { editors: [CREW] }),
  // Tabs of the crew record: licence, training, examination, rest, contract, equipment, airline and hotel members.
  detail('crew.detail', 'CrewDetail', 'crewDetail', 'crew/CrewDetail', CREW_VIEW, {
    perm: 'crewDetail',
    // sensitive: bank card and emergency contact unmasked; export: every tab's list as a file
    buttons: [...only([CREW], 'licence', 'training', 'exam', 'rest', 'contract', 'equipment', 'membership', 'sensitive'), 'export'],
  }),
  schedule('Pilot', [CREW, OE, CONTROL], [CREW]),
  schedule('Cabin', [CREW, CABIN, CONTROL], [CREW, CABIN]),
  schedule('Maintenance', [CREW, FLEET, CONTROL], [CREW]),
  page('crew.dutyCheck', 'DutyPeriodCheck', 'dutyPeriodCheck', 'crew/DutyPeriodCheck', [CREW, OE, CONTROL], {
    perm: 'dutyCheck',
    buttons: ['check', 'export'],
  }),
  crud('crew.regulation', 'Regulation', 'regulation', 'crew/RegulationList', [CREW, OE, CONTROL], 'regulation', [], { editors: [CREW] }),
  crud('crew.pilotJob', 'PilotJob', 'pilotJob', 'crew/PilotJob', [CREW, TRAINING], 'pilotJob', [], { editors: [CREW] }),
  crud('crew.licenceType', 'LicenceType', 'licenceType', 'crew/type/LicenceType', [CREW, TRAINING], 'licenceType', [], { editors: [CREW] }),
  crud('crew.medicalType', 'MedicalType', 'medicalType', 'crew/type/MedicalType', [CREW], 'medicalType'),
  crud('crew.securityType', 'SecurityType', 'securityType', 'crew/type/SecurityType', [CREW], 'securityType'),
  crud('crew.fileType', 'CrewFileType', 'crewFileType', 'crew/type/CrewFileType', [CREW], 'crewFileType'),
  page('crew.flightTimeReport', 'FlightTimeReport', 'flightTimeReport', 'crew/report/FlightTimeReport', [CREW, OE, CONTROL, TRAINING], {
    perm: 'flightTimeReport',
    buttons: ['export'],
  }),
  page('crew.fatigueReport', 'FatigueReport', 'fatigueReport', 'crew/report/FatigueReport', [CREW, OE, CONTROL], {
    perm: 'fatigueReport',
    buttons: ['export'],
  }),
]);
