/**
 * Form–seat relations (`/system/v1/formSeatRelations`): which seats receive which generated form
 * (trip sheet, flight release, crew briefing …), for one leg or several, in which file type, for
 * which crew, sent to whom and in which language. Seat codes are the company's seat keys.
 */
import { Type, type Static } from 'typebox';
import { CREW_TYPES } from '../domain/resourceEnums';
import { SEAT_KEYS } from '../domain/access';
import { LANGUAGES } from '../domain/message';
import { AuditFields, type Wire } from './common';
import type { ColumnDecl } from './export';

export const FORM_TYPES = ['tripSheet', 'flightRelease', 'crewBriefing', 'flightPlan', 'loadSheet'] as const;
export const FORM_EXPORT_TYPES = ['pdf', 'xlsx', 'docx'] as const;
/** `all` or one crew type. */
export const FORM_CREW_TYPES = ['all', ...CREW_TYPES] as const;
/** Who the form goes to besides the seats: the seats' users only, the leg's crew too, or the customer too. */
export const FORM_SEND_TO = ['seats', 'crew', 'customer'] as const;

const oneOf = <T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });

export const formSeatFields = {
  formType: oneOf(FORM_TYPES),
  names: Type.String({ minLength: 1, maxLength: 100 }),
  seatCodes: Type.Array(oneOf(SEAT_KEYS), { minItems: 1, maxItems: SEAT_KEYS.length, uniqueItems: true }),
  isMultiLeg: Type.Boolean(),
  exportType: oneOf(FORM_EXPORT_TYPES),
  crewType: oneOf(FORM_CREW_TYPES),
  sendTo: oneOf(FORM_SEND_TO),
  lang: oneOf(LANGUAGES),
};
export const FormSeatCreate = Type.Object(formSeatFields, { additionalProperties: false });
export type FormSeatBody = Static<typeof FormSeatCreate>;
export type FormSeatUpdate = Partial<FormSeatBody> & { version: number };

export const FormSeatRow = Type.Object({ id: Type.String(), ...formSeatFields, ...AuditFields });
export type FormSeatRow = Wire<Static<typeof FormSeatRow>>;

const P = 'systemLog.formSeat';
const enumCol = (key: string): ColumnDecl => ({ key, label: `${P}.field.${key}`, kind: 'enum', enumPrefix: `${P}.${key}` });
/** Columns of the form-seat screen and its export (seat codes written as the seats' names). */
export const FORM_SEAT_COLUMNS: readonly ColumnDecl[] = [
  enumCol('formType'),
  { key: 'names', label: `${P}.field.names`, kind: 'text' },
  { key: 'seatCodes', label: `${P}.field.seatCodes`, kind: 'enum' },
  { key: 'isMultiLeg', label: `${P}.field.isMultiLeg`, kind: 'enum' },
  enumCol('exportType'),
  enumCol('crewType'),
  enumCol('sendTo'),
  enumCol('lang'),
  { key: 'updateAuthor', label: `${P}.field.updateAuthor`, kind: 'text' },
];
