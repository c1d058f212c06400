/** The customer module's records (server/modules/customer). */
import { Type, type Static } from 'typebox';
import { CUSTOMER_TYPES } from '../domain/resourceEnums';
import { AuditFields, Nullable, Uuid, type Wire } from './common';
import { createBody, updateBody } from './crud';
import { NStr, OneOf, Opt, Text } from './recordFields';

export { CUSTOMER_TYPES };
/** 1 company, 2 personal. */
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

const Phone = Type.String({ pattern: '^[0-9+()\\- ]{3,30}$' });

export const CustomerFields = {
  serialNumber: Opt(Text(50)),
  simpleCode: Opt(Text(30)),
  /** 1 company, 2 personal */
  type: OneOf(CUSTOMER_TYPES),
  name: Text(200),
  personName: Opt(Text(100)),
  serviceUserId: Opt(Uuid),
  manager: Opt(Text(100)),
  linkman: Opt(Text(100)),
  linkTel: Opt(Phone),
  companyAddress: Opt(Text(300)),
  companyProfile: Opt(Type.String({ maxLength: 2000 })),
  note: Opt(Type.String({ maxLength: 500 })),
  billMoneyUnit: Opt(Type.String({ pattern: '^[A-Z]{3}$' })),
  email: Opt(Type.String({ format: 'email', maxLength: 100 })),
  homePhone: Opt(Phone),
};
export const CustomerCreate = createBody(CustomerFields);
export const CustomerUpdate = updateBody(CustomerFields);
export type CustomerCreate = Static<typeof CustomerCreate>;
export type CustomerUpdate = Static<typeof CustomerUpdate>;

export const CustomerRow = Type.Object({
  id: Uuid,
  serialNumber: NStr,
  simpleCode: NStr,
  type: OneOf(CUSTOMER_TYPES),
  name: Type.String(),
  personName: NStr,
  serviceUserId: Nullable(Uuid),
  manager: NStr,
  linkman: NStr,
  linkTel: NStr,
  companyAddress: NStr,
  companyProfile: NStr,
  note: NStr,
  billMoneyUnit: NStr,
  email: NStr,
  homePhone: NStr,
  ...AuditFields,
});
export type CustomerRow = Wire<Static<typeof CustomerRow>>;
