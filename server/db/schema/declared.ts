/**
 * Tables of the declared resources (docs/decisions.md "Declared resources"), built from their
 * declarations in src/contract/resources: id, company, one column per field, the audit columns;
 * a unique index (company + fields) per unique key, an index per reference.
 */
import { boolean, date, index, integer, pgTable, text, uniqueIndex, uuid, type PgColumn, type PgColumnBuilderBase, type PgTableWithColumns } from 'drizzle-orm/pg-core';
import {
  agentLevelDecl,
  countryDecl,
  crewFileTypeDecl,
  documentTypeDecl,
  licenceTypeDecl,
  medicalTypeDecl,
  networkConfigDecl,
  securityTypeDecl,
  viewProjectDecl,
  snakeCase,
  uniqueIndexName,
  type FieldDecl,
  type ResourceDecl,
} from '../../../src/contract/resources';
import { auditColumns, companyId, id } from './columns';

/** A declared table: the fixed columns typed, the declared ones by name. */
export type DeclaredTable = PgTableWithColumns<{
  name: string;
  schema: undefined;
  dialect: 'pg';
  columns: Record<string, PgColumn>;
}> & { id: PgColumn; companyId: PgColumn; version: PgColumn; updateTime: PgColumn; updateAuthorId: PgColumn; updateAuthor: PgColumn };

function column(name: string, f: FieldDecl) {
  const sqlName = snakeCase(name);
  const base = (() => {
    switch (f.kind) {
      case 'text':
      case 'enum':
        return text(sqlName);
      case 'integer':
        return integer(sqlName);
      case 'boolean':
        return boolean(sqlName);
      case 'date':
        return date(sqlName, { mode: 'string' });
      case 'ref':
        return uuid(sqlName);
    }
  })() as PgColumnBuilderBase & { notNull(): unknown; default(v: unknown): unknown };
  if (f.default !== undefined) (base.default(f.default) as typeof base).notNull();
  else if (f.required) base.notNull();
  return base;
}

export function declaredTable(decl: ResourceDecl): DeclaredTable {
  const columns: Record<string, PgColumnBuilderBase> = { id: id(), companyId: companyId() };
  for (const [name, f] of Object.entries(decl.fields)) columns[name] = column(name, f);
  Object.assign(columns, auditColumns());
  const refs = Object.entries(decl.fields).filter(([, f]) => f.kind === 'ref').map(([name]) => name);
  const table = pgTable(decl.table, columns, (t) => {
    const col = (name: string) => (t as unknown as Record<string, PgColumn>)[name]!;
    return [
      ...(decl.unique ?? []).map((u) => uniqueIndex(uniqueIndexName(decl, u)).on(col('companyId'), ...u.fields.map(col))),
      ...refs.map((r) => index(`${decl.table}_${snakeCase(r)}_idx`).on(col(r))),
    ];
  });
  return table as unknown as DeclaredTable;
}

// One export per declared resource, so drizzle-kit sees the table (`npm run db:generate`).
export const countries = declaredTable(countryDecl);
export const documentTypes = declaredTable(documentTypeDecl);
export const agentLevels = declaredTable(agentLevelDecl);
export const viewProjects = declaredTable(viewProjectDecl);
export const networkConfigs = declaredTable(networkConfigDecl);
export const crewLicenceTypes = declaredTable(licenceTypeDecl);
export const crewMedicalTypes = declaredTable(medicalTypeDecl);
export const crewSecurityTypes = declaredTable(securityTypeDecl);
export const crewFileTypes = declaredTable(crewFileTypeDecl);

/** Declared resource name → its table. */
export const DECLARED_TABLES: Record<string, DeclaredTable> = {
  country: countries,
  documentType: documentTypes,
  agentLevel: agentLevels,
  viewProject: viewProjects,
  networkConfig: networkConfigs,
  licenceType: crewLicenceTypes,
  medicalType: crewMedicalTypes,
  securityType: crewSecurityTypes,
  crewFileType: crewFileTypes,
};
