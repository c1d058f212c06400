/**
 * Every declared resource (docs/decisions.md "Declared resources"). Adding one here gives it a
 * table (server/db/schema/declared.ts), routes, a list screen under its menu's component key, and
 * the generated tests (tests/integration/declaredResources.test.ts).
 */
import { agentLevelDecl } from './agentLevel';
import { countryDecl } from './country';
import { crewFileTypeDecl, licenceTypeDecl, medicalTypeDecl, securityTypeDecl } from './crewDocumentTypes';
import { documentTypeDecl } from './documentType';
import { networkConfigDecl } from './networkConfig';
import type { ResourceDecl } from './types';
import { viewProjectDecl } from './viewProject';

export { agentLevelDecl, countryDecl, documentTypeDecl, viewProjectDecl };
export { crewFileTypeDecl, licenceTypeDecl, medicalTypeDecl, securityTypeDecl };
export { networkConfigDecl, NETWORK_SYSTEM_TYPES, type NetworkSystemType } from './networkConfig';
export * from './types';
export { declaredColumns, declaredImportColumns, UPDATE_AUTHOR_COLUMN } from './columns';

export const DECLARED_RESOURCES: readonly ResourceDecl[] = [
  countryDecl,
  documentTypeDecl,
  agentLevelDecl,
  viewProjectDecl,
  networkConfigDecl,
  licenceTypeDecl,
  medicalTypeDecl,
  securityTypeDecl,
  crewFileTypeDecl,
];

export function declaredResource(name: string): ResourceDecl {
  const decl = DECLARED_RESOURCES.find((d) => d.name === name);
  if (!decl) throw new Error(`no declared resource ${name}`);
  return decl;
}

/** Fields of other declared resources (or of itself) that refer to `name`: deleting a referred row is refused. */
export function referencesTo(name: string): { decl: ResourceDecl; field: string }[] {
  return DECLARED_RESOURCES.flatMap((decl) =>
    Object.entries(decl.fields)
      .filter(([, f]) => f.kind === 'ref' && f.to === name)
      .map(([field]) => ({ decl, field })),
  );
}
