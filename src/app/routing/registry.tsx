import { NonIdealState } from '@blueprintjs/core';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { isImplementedView, type ViewKey } from '../../domain/access';


/** A view chunk that has not arrived after this long is reported as failed (requirements S8). */
export const CHUNK_TIMEOUT_MS = 120_000;

function LoadFailed({ messageKey }: { messageKey: string }) {
  const { t } = useTranslation();
  return <NonIdealState icon="error" title={t(messageKey)} />;
}

/** A lazily loaded view whose load failure or timeout shows a message instead of breaking the shell. */
export function lazyView(load: () => Promise<{ default: ComponentType }>, timeoutMs = CHUNK_TIMEOUT_MS): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('error.chunkLoad')), timeoutMs);
    });
    try {
      return await Promise.race([load(), timeout]);
    } catch (e) {
      const key = e instanceof Error && e.message === 'error.chunkLoad' ? 'error.chunkLoad' : 'error.moduleNotFound';
      return { default: () => <LoadFailed messageKey={key} /> };
    } finally {
      clearTimeout(timer);
    }
  });
}

/** The generic screen of a declared resource (src/contract/resources), by its declaration's name. */
function declared(name: string): LazyExoticComponent<ComponentType> {
  return lazyView(() => import('../../ui/resource/DeclaredResourceScreen').then((m) => ({ default: m.declaredView(name) })));
}

/**
 * Component keys of the server's menus → screens, exactly the keys of IMPLEMENTED_VIEWS (the type
 * refuses a missing or an extra key). Any other key shows the "under construction" page: screens
 * arrive with the issues that build them, never as fakes; the server lists them in a menu only
 * with FOC_SHOW_PLANNED=1.
 */
export const VIEWS: Record<ViewKey, LazyExoticComponent<ComponentType>> = {
  'index/Index': lazyView(() => import('../../pages/home/Index')),
  'filePreview/FilePreview': lazyView(() => import('../../pages/filePreview/FilePreview')),
  'trip/TripList': lazyView(() => import('../../pages/trip/TripList')),
  'ganttChart/GanttChart': lazyView(() => import('../../pages/ganttChart/GanttChart')),
  'trip/TripLegList': lazyView(() => import('../../pages/trip/TripLegList')),
  'trip/IntentionList': lazyView(() => import('../../pages/trip/IntentionList')),
  'trip/TripAdd': lazyView(() => import('../../pages/trip/TripAdd')),
  'trip/TripEdit': lazyView(() => import('../../pages/trip/TripEdit')),
  'trip/TripChange': lazyView(() => import('../../pages/trip/TripChange')),
  'trip/TripSubmit': lazyView(() => import('../../pages/trip/TripSubmit')),
  'trip/TripReceive': lazyView(() => import('../../pages/trip/TripReceive')),
  'trip/TripLegDetail': lazyView(() => import('../../pages/trip/TripLegDetail')),
  'trip/TripLegLog': lazyView(() => import('../../pages/trip/TripLegLog')),
  'trip/LegMessage': lazyView(() => import('../../pages/trip/LegMessage')),
  'run/airport/DomesticAirport': lazyView(() => import('../../pages/airport/DomesticAirport')),
  'run/airport/ForeignAirport': lazyView(() => import('../../pages/airport/ForeignAirport')),
  'aircraft/AircraftList': lazyView(() => import('../../pages/aircraft/AircraftList')),
  'aircraft/AircraftTypeList': lazyView(() => import('../../pages/aircraft/AircraftTypeList')),
  'aircraft/AircraftDetail': lazyView(() => import('../../pages/aircraft/AircraftDetail')),
  'aircraft/AircraftStatistics': lazyView(() => import('../../pages/aircraft/AircraftStatistics')),
  'flight/WorkSummary': lazyView(() => import('../../pages/flight/WorkSummary')),
  'aircraft/CertificateList': lazyView(() => import('../../pages/aircraft/CertificateList')),
  'aircraft/MachineSupplies': lazyView(() => import('../../pages/aircraft/MachineSupplies')),
  'aircraft/MachineSuppliesHistory': lazyView(() => import('../../pages/aircraft/MachineSuppliesHistory')),
  'aircraft/FaultMonitor': lazyView(() => import('../../pages/aircraft/FaultMonitor')),
  'aircraft/MaintenanceConfirm': lazyView(() => import('../../pages/aircraft/MaintenanceConfirm')),
  'aircraft/MaintenanceStatus': lazyView(() => import('../../pages/aircraft/MaintenanceStatus')),
  'aircraft/StatusBoard': lazyView(() => import('../../pages/aircraft/StatusBoard')),
  'flight/FlbList': lazyView(() => import('../../pages/flight/FlbList')),
  'flight/FlbEdit': lazyView(() => import('../../pages/flight/FlbEdit')),
  'customer/CustomerList': lazyView(() => import('../../pages/customer/CustomerList')),
  'crew/CrewList': lazyView(() => import('../../pages/crew/CrewList')),
  'crew/CrewDetail': lazyView(() => import('../../pages/crew/CrewDetail')),
  'crew/PilotJob': lazyView(() => import('../../pages/crew/PilotJob')),
  'crew/RegulationList': lazyView(() => import('../../pages/crew/regulation/RegulationList')),
  'crew/DutyPeriodCheck': lazyView(() => import('../../pages/crew/duty/DutyPeriodCheck')),
  'crew/schedule/PilotSchedule': lazyView(() => import('../../pages/crew/schedule/PilotSchedule')),
  'crew/schedule/CabinSchedule': lazyView(() => import('../../pages/crew/schedule/CabinSchedule')),
  'crew/schedule/MaintenanceSchedule': lazyView(() => import('../../pages/crew/schedule/MaintenanceSchedule')),
  'crew/report/FlightTimeReport': lazyView(() => import('../../pages/crew/report/FlightTimeReport')),
  'crew/report/FatigueReport': lazyView(() => import('../../pages/crew/report/FatigueReport')),
  'tripCalendar/TripCalendar': lazyView(() => import('../../pages/tripCalendar/TripCalendar')),
  'tripCalendar/TripCalendarMonth': lazyView(() => import('../../pages/tripCalendar/TripCalendar').then((m) => ({ default: m.TripCalendarMonth }))),
  'tripCalendar/TripCalendarWeek': lazyView(() => import('../../pages/tripCalendar/TripCalendar').then((m) => ({ default: m.TripCalendarWeek }))),
  'tripCalendar/TripCalendarDay': lazyView(() => import('../../pages/tripCalendar/TripCalendar').then((m) => ({ default: m.TripCalendarDay }))),
  'control/DiversionLog': lazyView(() => import('../../pages/control/DiversionLog')),
  'control/FlightDelay': lazyView(() => import('../../pages/control/FlightDelay')),
  'flight/LegReport': lazyView(() => import('../../pages/flight/LegReport')),
  'control/TripMonitor': lazyView(() => import('../../pages/control/TripMonitor')),
  'control/AircraftPositionBoard': lazyView(() => import('../../pages/control/AircraftPositionBoard')),
  'control/DataCenter': lazyView(() => import('../../pages/control/DataCenter')),
  'trip/CivilLegList': lazyView(() => import('../../pages/trip/CivilLegList')),
  'system/MailSettings': lazyView(() => import('../../pages/system/MailSettings')),
  'system/Outbox': lazyView(() => import('../../pages/system/Outbox')),
  'system/seat/SeatList': lazyView(() => import('../../pages/system/seat/SeatList')),
  'system/seat/SeatMenu': lazyView(() => import('../../pages/system/seat/SeatMenu')),
  'system/seat/SeatStatusModule': lazyView(() => import('../../pages/system/seat/SeatStatusModule')),
  'system/SystemMenu': lazyView(() => import('../../pages/system/SystemMenu')),
  'system/SystemInterface': lazyView(() => import('../../pages/system/SystemInterface')),
  'system/NoticeMessage': lazyView(() => import('../../pages/system/NoticeMessage')),
  'system/user/UserList': lazyView(() => import('../../pages/system/user/UserList')),
  'system/user/UserPassword': lazyView(() => import('../../pages/system/user/UserPassword')),
  'system/user/UserRole': lazyView(() => import('../../pages/system/user/UserRole')),
  'system/user/UserSeat': lazyView(() => import('../../pages/system/user/UserSeat')),
  'system/user/UserMobile': lazyView(() => import('../../pages/system/user/UserMobile')),
  'system/user/UserPermission': lazyView(() => import('../../pages/system/user/UserPermission')),
  'system/SystemLog': lazyView(() => import('../../pages/system/SystemLog')),
  'system/RegistrationApproval': lazyView(() => import('../../pages/system/RegistrationApproval')),
  'system/NetworkConfig': lazyView(() => import('../../pages/system/NetworkConfig')),
  'system/UpdateLog': lazyView(() => import('../../pages/system/UpdateLog')),
  'system/FormSeatRelation': lazyView(() => import('../../pages/system/FormSeatRelation')),
  'message/MessageCenter': lazyView(() => import('../../pages/message/MessageCenter')),
  'system/MessageTemplate': lazyView(() => import('../../pages/system/MessageTemplate')),
  'system/role/RoleList': lazyView(() => import('../../pages/system/role/RoleList')),
  'system/role/RoleDataAuthority': lazyView(() => import('../../pages/system/role/RoleScreens').then((m) => ({ default: m.RoleDataAuthority }))),
  'system/role/RoleDataPermission': lazyView(() => import('../../pages/system/role/RoleScreens').then((m) => ({ default: m.RoleDataPermission }))),
  'system/role/RoleAssignUser': lazyView(() => import('../../pages/system/role/RoleScreens').then((m) => ({ default: m.RoleAssignUser }))),
  'system/role/RoleMobilePermission': lazyView(() => import('../../pages/system/role/RoleScreens').then((m) => ({ default: m.RoleMobilePermission }))),
  'system/role/RoleInterfacePermission': lazyView(() => import('../../pages/system/role/RoleScreens').then((m) => ({ default: m.RoleInterfacePermission }))),
  'trip/TripPlanEdit': lazyView(() => import('../../pages/trip/TripPlanEdit')),
  'viewData/ViewData': lazyView(() => import('../../pages/viewData/ViewData')),
  // declared resources (src/contract/resources): one generic screen under each declaration's component key
  'run/Country': declared('country'),
  'document/DocumentType': declared('documentType'),
  'ground/agent/AgentLevel': declared('agentLevel'),
  'crew/type/LicenceType': declared('licenceType'),
  'crew/type/MedicalType': declared('medicalType'),
  'crew/type/SecurityType': declared('securityType'),
  'crew/type/CrewFileType': declared('crewFileType'),
};

const UnderConstruction = lazyView(() => import('../../pages/errors/NotFound'));

export function viewFor(component: string): LazyExoticComponent<ComponentType> {
  return isImplementedView(component) ? VIEWS[component] : UnderConstruction;
}

export function hasView(component: string): boolean {
  return Object.hasOwn(VIEWS, component);
}
