import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/systemLog.json';
import zh from '../../../locales/zh/systemLog.json';
import zhtw from '../../../locales/zhtw/systemLog.json';
import { FORM_CREW_TYPES, FORM_EXPORT_TYPES, FORM_SEND_TO, FORM_TYPES, LOG_COLUMNS, LOG_MODULES, LOG_PERMISSION_TYPES, REGISTRATION_COLUMNS, REGISTRATION_STATUSES } from '../../api/systemLog';
import { itHasEveryUsedKey, itHasSameKeysAndPlaceholders, type LocaleTables } from '../../i18n/localeChecks';

const LOCALES: LocaleTables = { zh, zhtw, en };
const FILES = [
  'src/pages/system/SystemLog.tsx',
  'src/pages/system/RegistrationApproval.tsx',
  'src/pages/system/log/LogList.tsx',
  'src/pages/system/log/PermissionDiffDialog.tsx',
  'src/pages/system/UpdateLog.tsx',
  'src/pages/system/FormSeatRelation.tsx',
  'server/modules/system/formSeatService.ts',
  'src/app/overlays/updateNotes.tsx',
  'src/app/overlays/UpdateDialog.tsx',
  'server/modules/system/updateLogService.ts',
  'server/modules/common/logRoutes.ts',
  'server/modules/register/registerRoutes.ts',
];

/** Literal `systemLog.…` keys of the screens and the server, the column labels and the enum labels. */
function usedKeys(): string[] {
  const keys = new Set<string>();
  for (const file of FILES) for (const m of readFileSync(file, 'utf8').matchAll(/['`](systemLog\.[A-Za-z0-9.]+[A-Za-z0-9])['`]/g)) keys.add(m[1]!);
  for (const c of [...LOG_COLUMNS, ...REGISTRATION_COLUMNS]) keys.add(c.label);
  for (const m of LOG_MODULES) keys.add(`systemLog.module.${m}`);
  for (const p of LOG_PERMISSION_TYPES) keys.add(`systemLog.permissionType.${p}`);
  for (const s of REGISTRATION_STATUSES) keys.add(`systemLog.registration.status.${s}`);
  for (const tab of ['operation', 'login', 'permission']) keys.add(`systemLog.tab.${tab}`);
  for (const s of ['0', '1']) keys.add(`systemLog.success.${s}`);
  const FORM: Record<string, readonly string[]> = { formType: FORM_TYPES, exportType: FORM_EXPORT_TYPES, crewType: FORM_CREW_TYPES, sendTo: FORM_SEND_TO, lang: ['zh', 'zhtw', 'en'] };
  for (const [f, values] of Object.entries(FORM)) {
    keys.add(`systemLog.formSeat.field.${f}`);
    for (const v of values) keys.add(`systemLog.formSeat.${f}.${v}`);
  }
  for (const s of ['published', 'draft']) keys.add(`systemLog.update.state.${s}`);
  for (const f of ['appVersion', 'noteZh', 'noteZhtw', 'noteEn', 'published', 'publishTime', 'updateAuthor']) keys.add(`systemLog.update.field.${f}`);
  for (const status of ['active', 'rejected']) for (const part of ['subject', 'body']) keys.add(`systemLog.registrationMail.${status}.${part}`);
  // prefixes of open-ended labels (module and function names), not keys
  for (const prefix of ['systemLog.module', 'systemLog.function', 'systemLog.update.field', 'systemLog.formSeat']) keys.delete(prefix);
  return [...keys];
}

describe('system log locales', () => {
  it('finds the keys of the screens, the columns and the mails', () => {
    expect(usedKeys()).toEqual(expect.arrayContaining(['systemLog.fileName', 'systemLog.col.createTime', 'systemLog.registration.approveConfirm', 'systemLog.registrationMail.rejected.body', 'systemLog.diff.summary']));
  });
  itHasEveryUsedKey(LOCALES, usedKeys, 'system log screens and server');
  itHasSameKeysAndPlaceholders(LOCALES);
});
