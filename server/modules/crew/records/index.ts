/** The crew record services (docs/crew-records.md), wired once per app. */
import type { Db } from '../../../db/client';
import type { OperationLog } from '../../../lib/resource';
import { createAbilityService } from './abilityService';
import { createAssignmentIssueService } from './assignmentIssueService';
import { createActivityService } from './activityService';
import { createContractService } from './contractService';
import { createCrewReminderService } from './crewReminders';
import { createCrewSettingsService } from './crewSettingsService';
import { createDocumentService } from './documentService';
import { createEquipmentService, createMembershipService } from './equipmentService';
import { createCrewFlightTimeService } from './flightTimeService';
import { createPilotJobService } from './pilotJobService';
import { createTrainingService } from './trainingService';

export function createCrewRecordServices(deps: { db: Db; logs: OperationLog; now?: () => Date }) {
  return {
    documents: createDocumentService(deps),
    abilities: createAbilityService(deps),
    activities: createActivityService(deps),
    trainings: createTrainingService(deps),
    contracts: createContractService(deps),
    equipment: createEquipmentService(deps),
    memberships: createMembershipService(deps),
    pilotJobs: createPilotJobService(deps),
    settings: createCrewSettingsService(deps),
    reminders: createCrewReminderService(deps),
    flightTime: createCrewFlightTimeService(deps),
    assignmentIssues: createAssignmentIssueService(deps),
  };
}

export type CrewRecordServices = ReturnType<typeof createCrewRecordServices>;
