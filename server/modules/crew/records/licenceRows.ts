/**
 * Licences from a spreadsheet (`POST /crew/v1/documents/import`, `GET …/importTemplate`): each row
 * names the crew member by work number (one the importer can see) and the licence type by name (of
 * the company); the rest is the licence form's fields, checked as a create. All rows or none, row
 * errors as the crew import reports them. Permission: the licence tab's button, `crewDetail:licence`.
 * The routes are registered in licenceImport.ts.
 */
import { and, eq } from 'drizzle-orm';
import { VK } from '../../../../src/domain/validation/keys';
import type { DbOrTx } from '../../../db/client';
import { crewLicenceTypes, crews } from '../../../db/schema';
import type { Ctx } from '../../../lib/context';
import { scopeWhere } from '../../../lib/dataScope';
import { badRequest } from '../../../lib/errors';
import { unknownReference } from '../../../lib/resource';
import { crewScope } from '../crewScope';

const required = (field: string) => badRequest({ fields: { [field]: { key: VK.required } } });

/** The import row's work number and licence type name → the create body of a licence. */
export async function resolveLicenceRow(tx: DbOrTx, ctx: Ctx, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const workNo = typeof body.crewId === 'string' ? body.crewId.trim() : '';
  const typeName = typeof body.typeId === 'string' ? body.typeId.trim() : '';
  if (!workNo) throw required('crewId');
  if (!typeName) throw required('typeId');
  const [crew] = await tx.select({ id: crews.id }).from(crews).where(and(eq(crews.workNo, workNo), scopeWhere(crewScope, ctx.principal))).limit(1);
  if (!crew) throw unknownReference('crewId', workNo);
  const [type] = await tx
    .select({ id: crewLicenceTypes.id })
    .from(crewLicenceTypes)
    .where(and(eq(crewLicenceTypes.name!, typeName), eq(crewLicenceTypes.companyId, ctx.principal.companyId)))
    .limit(1);
  if (!type) throw unknownReference('typeId', typeName);
  return { ...body, crewId: crew.id, typeId: type.id, kind: 'licence' };
}

