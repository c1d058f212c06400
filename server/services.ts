import type { Config } from './config';
import type { Db } from './db/client';
import { createAccessService } from './modules/account/accessService';
import { createAccountService } from './modules/account/accountService';
import { createCompanyReadingsService } from './modules/account/companyReadingsService';
import { createPasswordResetService } from './modules/account/passwordResetService';
import { createAirportService } from './modules/base/airportService';
import { createCompanyService } from './modules/common/companyService';
import { createLogQueryService } from './modules/common/logList';
import { createLogService } from './modules/common/logService';
import { createNoticeService } from './modules/common/noticeService';
import { createPermissionService } from './modules/common/permissionService';
import { createRoleService } from './modules/common/roleService';
import { createSeatService } from './modules/common/seatService';
import { createMenuAdminService } from './modules/common/menuAdminService';
import { createUserAccessService } from './modules/common/userAccessService';
import { createUserService } from './modules/common/userService';
import { createCrewService } from './modules/crew/crewService';
import { createCrewRecordServices } from './modules/crew/records';
import { createDutyReports } from './modules/crew/dutyReports';
import { createDutyService } from './modules/crew/dutyService';
import { createRegulationService } from './modules/crew/regulationService';
import { createCustomerService } from './modules/customer/customerService';
import { createDeclaredServices } from './modules/declared/declaredService';
import { createAircraftService, createAircraftTypeService } from './modules/fleet/fleetService';
import { createAircraftStatisticsService } from './modules/fleet/statisticsService';
import { createWorkSummaryService } from './modules/flb/workSummaryService';
import { createCertificateService } from './modules/fleet/certificateService';
import { createSuppliesService } from './modules/fleet/suppliesService';
import { createFaultService } from './modules/fleet/faultService';
import { createFleetSettingsService } from './modules/fleet/fleetSettingsService';
import { createMaintenanceService } from './modules/fleet/maintenanceService';
import { createAircraftStatusService } from './modules/fleet/statusService';
import { createLegService } from './modules/trip/trips/legService';
import { createLegFlowService } from './modules/trip/legFlow/legFlowService';
import { createLegRecordService } from './modules/trip/records/legRecordService';
import { createLegCrewService } from './modules/trip/legCrew/legCrewService';
import { createLegReportService } from './modules/legReport/legReportService';
import { createGanttService } from './modules/trip/gantt/ganttService';
import { createStatusBoardService } from './modules/fleet/statusBoardService';
import { createGanttViewService } from './modules/trip/gantt/ganttViews';
import { createRosterService } from './modules/crew/roster/rosterService';
import { createTripService } from './modules/trip/trips/tripService';
import { createIntentionService } from './modules/trip/intentions/intentionService';
import { createStatsService } from './modules/stats/statsService';
import { createHomeService } from './modules/home/homeService';
import { createIngestService } from './modules/track/ingestService';
import { createTrackService } from './modules/track/trackService';
import { createIdempotencyService } from './modules/system/idempotencyService';
import { createAuthService } from './modules/uaa/authService';
import { createMessageLogService } from './modules/message/messageLogService';
import { createPublisher } from './modules/message/publisher';
import { createRealtimeService } from './modules/message/realtimeService';
import { createTemplateService } from './modules/message/templateService';
import { createCaptchaService } from './modules/uaa/captchaService';
import { createMailSettingsService } from './modules/message/mailSettingsService';
import { createOutboxService } from './modules/message/outboxService';
import { createRegistrationService } from './modules/register/registrationService';
import { createUpdateLogService } from './modules/system/updateLogService';
import { createFormSeatService } from './modules/system/formSeatService';
import { defaultProviders } from './modules/message/providers';
import { createFileService, type RecordAccessMap } from './modules/file/fileService';
import { createFlbService } from './modules/flb/flbService';
import { createFlbSettingsService } from './modules/flb/flbSettingsService';
import { draftAfterEvents } from './modules/flb/flbDrafts';

export interface ServiceOptions {
  /** Tests fix the captcha text so they can answer it. */
  captchaText?: () => string;
}

/** Every service, wired once per app over one database. Routes reach the database only through these. */
export function createServices(db: Db, config: Config, options: ServiceOptions = {}, log?: { info: (obj: object, msg: string) => void }) {
  const logs = createLogService(db);
  const access = createAccessService(db);
  const captcha = createCaptchaService(db, config, options.captchaText);
  const permissions = createPermissionService(db);
  const auth = createAuthService({ db, config, access, captcha, logs });
  const revokeAll = (userId: string, reason: string) => auth.revokeAllOfUser(userId, reason);
  const companyReadings = createCompanyReadingsService({ db, logs });
  const account = createAccountService({ db, config, access, auth, logs, companyReadings });
  const regulations = createRegulationService({ db, logs });
  const duty = createDutyService({ db, regulations });
  const trips = createTripService({ db });
  const tripLegFlow = createLegFlowService({ commands: trips.commands, duty });
  const legRecords = createLegRecordService({ db, commands: trips.commands });
  const track = createTrackService({ db, legFlow: tripLegFlow, legRecords });
  const messageTemplates = createTemplateService(db);
  const outbox = createOutboxService({ db, logs, providers: defaultProviders(config.mail) });
  const companies = createCompanyService({ db, config, logs });
  const publisher = createPublisher({ db, access, templates: messageTemplates });
  const ingest = createIngestService({
    db,
    afterEvents: async (companyId, found) => {
      await track.autoConfirm(companyId, found, (msg, err) => log?.info({ err }, msg));
      await draftAfterEvents(db, companyId, found, (msg, err) => log?.info({ err }, msg)); // flight log drafts on landing
    },
  });
  const aircraftTypes = createAircraftTypeService({ db, logs });
  const aircraft = createAircraftService({ db, logs });
  const certificates = createCertificateService({ db, logs });
  const faults = createFaultService({ db, logs });
  const maintenance = createMaintenanceService({ db, logs });
  const customers = createCustomerService({ db, logs });
  const crews = createCrewService({ db, logs });
  const flb = createFlbService({ db, logs });
  const crewRecords = createCrewRecordServices({ db, logs });
  // who may see and change a record's files: its own permissions and scoped read (requirements S5)
  const records: RecordAccessMap = {
    aircraft: { read: 'aircraft:list', edit: 'aircraft:edit', get: aircraft.get },
    aircraftType: { read: 'aircraftType:list', edit: 'aircraftType:edit', get: aircraftTypes.get },
    aircraftCertificate: { read: 'aircraftCertificate:list', edit: 'aircraftCertificate:edit', get: certificates.get },
    customer: { read: 'customer:list', edit: 'customer:edit', get: customers.get },
    crew: { read: 'crew:list', edit: 'crew:edit', get: crews.get },
    trip: { read: 'trip:list', edit: 'trip:edit', get: trips.get },
    tripLeg: { read: 'tripLeg:list', edit: 'tripLeg:edit', get: legRecords.detail.get },
    aircraftFault: { read: 'fault:list', edit: 'fault:edit', get: faults.get },
    maintenanceConfirmation: { read: 'maintenance:list', edit: 'maintenance:confirm', get: maintenance.confirmation },
    flightLog: { read: 'flb:list', edit: 'flb:edit', get: flb.get },
    crewDocument: { read: 'crewDetail:list', edit: 'crewDetail:licence', get: crewRecords.documents.get },
  };
  const ganttViews = createGanttViewService({ db, regulations });
  return {
    logs,
    logQuery: createLogQueryService(db),
    access,
    captcha,
    permissions,
    auth,
    account,
    stats: createStatsService({ db, account }),
    home: createHomeService({ db, account, duty }),
    users: createUserService({ db, config, logs, revokeAll }),
    userAccess: createUserAccessService({ db, logs, permissions, revokeAll }),
    roles: createRoleService({ db, logs, permissions }),
    seats: createSeatService({ db, logs }),
    menuAdmin: createMenuAdminService({ db, logs, access, showPlanned: config.showPlanned }),
    companies,
    registrations: createRegistrationService({ config, companies, outbox }),
    airports: createAirportService({ db, logs }),
    idempotency: createIdempotencyService(db),
    aircraftTypes,
    aircraft,
    aircraftStatistics: createAircraftStatisticsService({ db }),
    workSummary: createWorkSummaryService({ db }),
    certificates,
    supplies: createSuppliesService({ db, logs }),
    faults,
    maintenance,
    fleetSettings: createFleetSettingsService({ db, logs }),
    flb,
    flbSettings: createFlbSettingsService({ db, logs }),
    aircraftStatus: createAircraftStatusService({ db }),
    customers,
    /** The declared resources (src/contract/resources), by name. */
    declared: createDeclaredServices({ db, logs }),
    notices: createNoticeService({ db, logs }),
    updateLogs: createUpdateLogService({ db, logs }),
    formSeats: createFormSeatService({ db, logs }),
    crews,
    /** The tabs of the crew detail, pilot jobs and the crew settings (server/modules/crew/records). */
    crewRecords,
    files: createFileService({ db, logs, records }),
    regulations,
    duty,
    dutyReports: createDutyReports({ db, regulations }),
    trips,
    tripLegs: createLegService({ commands: trips.commands, duty }),
    tripLegFlow,
    legRecords,
    track,
    ingest,
    legCrews: createLegCrewService({ db, commands: trips.commands, duty }),
    legReports: createLegReportService({ db }),
    gantt: createGanttService({ db, commands: trips.commands, duty }),
    ganttViews,
    rosters: createRosterService({ db, ganttViews }),
    statusBoard: createStatusBoardService({ db }),
    intentions: createIntentionService({ db, trips }),
    mailSettings: createMailSettingsService({ db, logs, mail: config.mail }),
    companyReadings,
    outbox,
    messageTemplates,
    messageLogs: createMessageLogService(db),
    publisher,
    realtime: createRealtimeService({ db, publisher, templates: messageTemplates, ...config.realtime }),
    passwordReset: createPasswordResetService({ db, config, logs, revokeAll, outbox }),
  };
}

export type Services = ReturnType<typeof createServices>;
