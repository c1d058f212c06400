/** Fleet upkeep calls (server/modules/fleet/upkeepRoutes.ts): faults, status history, fleet rules, maintenance plans and status. */
import { api } from './http';
import type { ListAnswer, ListQueryBody } from './trip';
import { crudApi } from './resources';
import type { FaultClose, FaultCreate, FaultExtend, FaultRow, FaultUpdate, FleetSettingsAnswer, FleetSettingsUpdate, StatusHistoryRow } from '../contract/fleetFaults';
import type { MaintenanceCancel, MaintenanceConfirm, MaintenanceConfirmAnswer, MaintenanceConfirmationRow, MaintenancePlanRow, MaintenanceStatusQuery, MaintenanceStatusRow } from '../contract/maintenance';

export type { FaultRow, FleetSettingsAnswer, MaintenanceConfirmationRow, MaintenancePlanRow, MaintenanceStatusRow, StatusHistoryRow };
export { FAULT_COLUMNS, FAULT_KINDS, MEL_CATEGORIES, MEL_MAX_DAYS } from '../contract/fleetFaults';
export { MAINTENANCE_CYCLE_UNITS, MAINTENANCE_PLAN_COLUMNS, MAINTENANCE_STATUS_COLUMNS } from '../contract/maintenance';

const FAULTS = '/fleet/v1/faults';
const id = (v: string) => encodeURIComponent(v);

export const faultApi = {
  list: (body: ListQueryBody) => api.read<ListAnswer<FaultRow>>(`${FAULTS}/list`, body),
  get: (faultId: string) => api.get<FaultRow>(`${FAULTS}/${id(faultId)}`),
  create: (body: FaultCreate) => api.post<FaultRow>(FAULTS, body),
  update: (faultId: string, body: FaultUpdate) => api.put<FaultRow>(`${FAULTS}/${id(faultId)}`, body),
  extend: (faultId: string, body: FaultExtend) => api.post<FaultRow>(`${FAULTS}/${id(faultId)}/extend`, body),
  close: (faultId: string, body: FaultClose) => api.post<FaultRow>(`${FAULTS}/${id(faultId)}/close`, body),
  statusHistory: (aircraftId: string) => api.get<StatusHistoryRow[]>(`/fleet/v1/aircraft/${id(aircraftId)}/statusHistory`),
  exportUrl: `${FAULTS}/export`,
};

export const fleetSettingsApi = {
  get: () => api.get<FleetSettingsAnswer>('/fleet/v1/settings'),
  update: (body: FleetSettingsUpdate) => api.put<FleetSettingsAnswer>('/fleet/v1/settings', body),
};

const PLANS = '/fleet/v1/maintenancePlans';
export const maintenanceApi = {
  ...crudApi<MaintenancePlanRow>(PLANS),
  confirm: (planId: string, body: MaintenanceConfirm) => api.post<MaintenanceConfirmAnswer>(`${PLANS}/${id(planId)}/confirm`, body),
  cancel: (planId: string, body: MaintenanceCancel) => api.post<MaintenancePlanRow>(`${PLANS}/${id(planId)}/cancel`, body),
  confirmations: (planId: string) => api.get<MaintenanceConfirmationRow[]>(`${PLANS}/${id(planId)}/confirmations`),
  status: (body: MaintenanceStatusQuery) => api.read<ListAnswer<MaintenanceStatusRow>>('/fleet/v1/maintenanceStatus/list', body),
  exportUrl: `${PLANS}/export`,
  statusExportUrl: '/fleet/v1/maintenanceStatus/export',
};
