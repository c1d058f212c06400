/** Sign-up of operators (`POST /register`, the login-name check) and their review by platform administrators (`/common/v1/registrations`). */
import { Type, type Static } from 'typebox';
import type { RegistrationForm } from '../domain/validation';
import { AuditFields, Instant, Nullable, type Wire } from './common';
import { VersionBody } from './access';
import type { ColumnDecl } from './export';

const text = (max: number) => Type.String({ maxLength: max });

export const RegistrationBody = Type.Object(
  {
    companyName: text(100),
    phone: text(20),
    address: text(200),
    loginName: text(64),
    password: Type.String({ maxLength: 64, description: 'plain text: the server checks the sign-up rules, then stores argon2id of its SHA-1' }),
    confirmPassword: text(64),
    contactPerson: text(50),
    mobile: text(20),
    email: text(100),
  },
  { additionalProperties: false },
);
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** The body is the domain's form (src/domain/validation checks it on both sides). */
export const REGISTRATION_BODY_MATCHES_FORM: Same<Static<typeof RegistrationBody>, RegistrationForm> = true;

export const RegistrationAnswer = Type.Object({ applicationId: Type.String(), companyCode: Type.String(), status: Type.String() });
export type RegistrationAnswer = Static<typeof RegistrationAnswer>;

export const LoginNameParams = Type.Object({ loginName: text(64) }, { additionalProperties: false });
export const LoginNameAnswer = Type.Object({ available: Type.Boolean() });
export type LoginNameAnswer = Static<typeof LoginNameAnswer>;

/** An operator (company) as the review list answers it. */
export const Company = Type.Object({
  id: Type.String(),
  code: Type.String(),
  name: Type.String(),
  phone: Type.String(),
  address: Type.String(),
  contactPerson: Type.String(),
  mobile: Type.String(),
  email: Type.String(),
  status: Type.String(),
  isPlatform: Type.Boolean(),
  reviewNote: Nullable(Type.String()),
  reviewAuthor: Nullable(Type.String()),
  reviewTime: Nullable(Instant),
  ...AuditFields,
});
export type Company = Wire<Static<typeof Company>>;

export const ApproveBody = Type.Object(VersionBody, { additionalProperties: false });
/** `note`: the reason the applicant reads in the refusal mail (required; blank is refused with 400). */
export const RejectBody = Type.Object({ ...VersionBody, note: Type.Optional(text(500)) }, { additionalProperties: false });
export type RejectBody = Static<typeof RejectBody>;

/** Review states of a registration (the company's status). */
export const REGISTRATION_STATUSES = ['pending', 'active', 'rejected', 'disabled'] as const;

const col = (key: string, kind: ColumnDecl['kind'], more: Partial<ColumnDecl> = {}): ColumnDecl => ({ key, label: `systemLog.registration.col.${key}`, kind, ...more });

/** Columns of the registration review screen and its export (times have no airport: Local shows UTC). */
export const REGISTRATION_COLUMNS: readonly ColumnDecl[] = [
  col('createTime', 'datetime', { utcInLocal: true }),
  col('name', 'text'),
  col('code', 'text'),
  col('contactPerson', 'text'),
  col('mobile', 'text'),
  col('email', 'text'),
  col('phone', 'text'),
  col('address', 'text'),
  col('status', 'enum', { enumPrefix: 'systemLog.registration.status' }),
  col('reviewNote', 'text'),
  col('reviewAuthor', 'text'),
  col('reviewTime', 'datetime', { utcInLocal: true }),
];
