/**
 * The screens the browser implements, by the `component` key of their menu entry. One list for
 * both sides: the browser's view registry is typed by it (a key without a view, or a view without
 * a key, does not compile), and the server leaves every other screen out of a seat's menus unless
 * planned screens are switched on (`FOC_SHOW_PLANNED=1`; they then answer the under-construction
 * page). See docs/decisions.md "Menus show what exists".
 */
export const IMPLEMENTED_VIEWS = [
  'index/Index',
  'trip/TripList',
  'ganttChart/GanttChart',
  'trip/TripLegList',
  'trip/IntentionList',
  'trip/TripAdd',
  'trip/TripEdit',
  'trip/TripChange',
  'trip/TripSubmit',
  'trip/TripReceive',
  'trip/TripLegDetail',
  'trip/TripLegLog',
  'trip/LegMessage',
  'run/airport/DomesticAirport',
  'run/airport/ForeignAirport',
  'aircraft/AircraftList',
  'aircraft/AircraftTypeList',
  'aircraft/AircraftDetail',
  'aircraft/AircraftStatistics',
  'flight/WorkSummary',
  'aircraft/CertificateList',
  'aircraft/MachineSupplies',
  'aircraft/MachineSuppliesHistory',
  'aircraft/FaultMonitor',
  'aircraft/MaintenanceConfirm',
  'aircraft/MaintenanceStatus',
  'aircraft/StatusBoard',
  'flight/FlbList',
  'flight/FlbEdit',
  'customer/CustomerList',
  'crew/CrewList',
  'crew/CrewDetail',
  'crew/PilotJob',
  'crew/RegulationList',
  'crew/DutyPeriodCheck',
  'crew/schedule/PilotSchedule',
  'crew/schedule/CabinSchedule',
  'crew/schedule/MaintenanceSchedule',
  'crew/report/FlightTimeReport',
  'crew/report/FatigueReport',
  'tripCalendar/TripCalendar',
  'tripCalendar/TripCalendarMonth',
  'tripCalendar/TripCalendarWeek',
  'tripCalendar/TripCalendarDay',
  'control/DiversionLog',
  'control/FlightDelay',
  'flight/LegReport',
  'control/TripMonitor',
  'control/AircraftPositionBoard',
  'control/DataCenter',
  'trip/CivilLegList',
  'system/MailSettings',
  'system/Outbox',
  'system/seat/SeatList',
  'system/seat/SeatMenu',
  'system/seat/SeatStatusModule',
  'system/SystemMenu',
  'system/SystemInterface',
  'system/NoticeMessage',
  'system/user/UserList',
  'system/user/UserPassword',
  'system/user/UserRole',
  'system/user/UserSeat',
  'system/user/UserMobile',
  'system/user/UserPermission',
  'system/SystemLog',
  'system/RegistrationApproval',
  'system/NetworkConfig',
  'system/UpdateLog',
  'system/FormSeatRelation',
  'message/MessageCenter',
  'system/MessageTemplate',
  'system/role/RoleList',
  'system/role/RoleDataAuthority',
  'system/role/RoleDataPermission',
  'system/role/RoleAssignUser',
  'system/role/RoleMobilePermission',
  'system/role/RoleInterfacePermission',
  'filePreview/FilePreview',
  'viewData/ViewData',
  'trip/TripPlanEdit',
  // declared resources (src/contract/resources), one generic screen each
  'run/Country',
  'document/DocumentType',
  'ground/agent/AgentLevel',
  'crew/type/LicenceType',
  'crew/type/MedicalType',
  'crew/type/SecurityType',
  'crew/type/CrewFileType',
] as const;

export type ViewKey = (typeof IMPLEMENTED_VIEWS)[number];

const implemented: ReadonlySet<string> = new Set(IMPLEMENTED_VIEWS);

/** Whether the browser has a view for this component key. */
export function isImplementedView(component: string): component is ViewKey {
  return implemented.has(component);
}

/** Directories of the menu tree carry this component; they are not screens. */
export const DIRECTORY_COMPONENT = 'Layout';
