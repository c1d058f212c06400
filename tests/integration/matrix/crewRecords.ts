/** Crew record tabs, pilot jobs, crew settings and a crew member's flight time: lists, creates, exports and settings answer 200; by-id routes aim at no row (404; round trips in crewRecords.test.ts). */
import { NO_ROW, type MatrixArea, type MatrixContext } from './types';

const B = '/crew/v1';
const TABS = ['documents', 'abilities', 'activities', 'trainings', 'contracts', 'equipment', 'memberships', 'pilotJobs'] as const;

const first = async (c: MatrixContext, path: string, conditions: object[] = []) =>
  (await c.call(c.adminToken(), { method: 'POST', url: `${B}/${path}/list`, payload: { pageSize: 1, searchParas: { conditions } } })).json().result.list[0].id as string;
const firstAircraftType = async (c: MatrixContext) =>
  (await c.call(c.adminToken(), { method: 'POST', url: '/fleet/v1/aircraftTypes/list', payload: { pageSize: 1 } })).json().result.list[0].id as string;
const crew = (c: MatrixContext) => first(c, 'crews');
const unique = () => `MX-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;

export default {
  bodies: {
    ...Object.fromEntries(
      TABS.flatMap((t) => [
        [`POST ${B}/${t}/list`, () => ({ pageSize: 5 })],
        [`PUT ${B}/${t}/:id`, () => ({ version: 1, note: 'matrix' })],
        [`DELETE ${B}/${t}`, () => [NO_ROW]],
        [`POST ${B}/${t}/export`, () => ({ scope: 'page', columns: t === 'pilotJobs' ? ['code', 'name'] : ['workNo', 'note'] })],
      ]),
    ),
    [`POST ${B}/documents`]: async (c) => ({ crewId: await crew(c), kind: 'medical', typeId: await first(c, 'medicalTypes'), dueDate: '2031-01-01' }),
    [`POST ${B}/abilities`]: async (c) => ({ crewId: await crew(c), aircraftTypeId: await firstAircraftType(c), ability: 'captain' }),
    [`POST ${B}/activities`]: async (c) => ({ crewId: await crew(c), kind: 'standby', startUtc: '2031-01-01T00:00:00.000Z', endUtc: '2031-01-01T08:00:00.000Z' }),
    [`POST ${B}/trainings`]: async (c) => ({ crewId: await crew(c), kind: 'training', name: 'Matrix', startDate: '2030-01-01' }),
    [`POST ${B}/contracts`]: async (c) => ({ crewId: await crew(c), contractNo: unique() }),
    [`POST ${B}/equipment`]: async (c) => ({ crewId: await crew(c), item: 'Matrix bag' }),
    [`POST ${B}/memberships`]: async (c) => ({ crewId: await crew(c), kind: 'hotel', provider: 'Matrix', memberNo: 'M1' }),
    [`POST ${B}/pilotJobs`]: () => ({ name: 'Matrix job', code: unique().slice(0, 20) }),
    [`PUT ${B}/settings`]: async (c) => ({ version: (await c.call(c.adminToken(), { method: 'GET', url: `${B}/settings` })).json().result.version, documentCheck: 'recorded' }),
  },
  adminStatus: Object.fromEntries([...TABS.flatMap((t) => [`GET ${B}/${t}/:id`, `PUT ${B}/${t}/:id`, `DELETE ${B}/${t}`]), `GET ${B}/crews/:id/flightTime`, `GET ${B}/crews/:id/assignmentIssues`].map((r) => [r, 404])),
} satisfies MatrixArea;
