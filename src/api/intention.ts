/** Business intentions (server/modules/trip/intentions/intentionRoutes.ts). Types: src/contract/intentions.ts. */
import type { CustomerRow } from '../contract/customer';
import type { IntentionAnswer, IntentionEdit } from '../contract/intentions';
import type { IntentionInput } from '../domain/trip/intention';
import { api } from './http';
import type { ListAnswer, ListQueryBody } from './trip';
import type { TripDetail } from './tripTypes';

export type { IntentionInput, RequestedLeg } from '../domain/trip/intention';
export type { IntentionAnswer as IntentionRow, IntentionEdit } from '../contract/intentions';

/** A customer of the select: its id and name (from the customer list). */
export type CustomerOption = Pick<CustomerRow, 'id' | 'name'>;

const BASE = '/trip/v1/intentions';
/** The list's export route (an .xlsx built by the server). */
export const INTENTION_EXPORT = `${BASE}/export`;
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const intentionApi = {
  list: (body: ListQueryBody) => api.read<ListAnswer<IntentionAnswer>>(`${BASE}/list`, body),
  get: (id: string) => api.get<IntentionAnswer>(one(id)),
  create: (input: IntentionInput) => api.post<IntentionAnswer>(BASE, input),
  update: (id: string, version: number, input: IntentionEdit) => api.put<IntentionAnswer>(one(id), { version, ...input }),
  confirm: (row: IntentionAnswer) => api.post<IntentionAnswer>(`${one(row.id)}/confirm`, { version: row.version }),
  reject: (row: IntentionAnswer, reason: string) => api.post<IntentionAnswer>(`${one(row.id)}/reject`, { version: row.version, reason }),
  cancel: (row: IntentionAnswer) => api.post<IntentionAnswer>(`${one(row.id)}/cancel`, { version: row.version }),
  /** Silent: the caller asks about leg-form warnings (400 trip.error.confirmationRequired) and retries with confirm. */
  initiate: (row: IntentionAnswer, confirm: boolean) =>
    api.post<{ intention: IntentionAnswer; trip: TripDetail & { intentionId: string | null } }>(`${one(row.id)}/initiate`, { version: row.version, confirm }, { silent: !confirm }),
  /** Customers of the company for the select, by name (first 500). */
  customers: async (): Promise<CustomerOption[]> =>
    (await api.read<ListAnswer<CustomerOption>>('/customer/v1/customers/list', { page: 1, pageSize: 500, sortProperties: 'name', sortDirection: 'asc' })).list.map((c) => ({ id: c.id, name: c.name })),
};
