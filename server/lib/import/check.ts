/**
 * Row checks before the database: each cell parsed for its column, then the row's body validated
 * against the route's create-body schema with the server's own Ajv settings, so a row the form
 * would refuse is refused here with the key the form shows for that refusal.
 */
import type { TObject } from 'typebox';
import type { ErrorObject } from 'ajv';
import { RESOLVED_IMPORT_KINDS, type ImportColumn, type ImportRowError } from '../../../src/contract/import';
import { VK } from '../../../src/domain/validation/keys';
import { makeAjv } from '../../plugins/validation';
import { INVALID, parseCell, type Labels } from './cells';
import type { SheetRow } from './sheet';

export interface ImportRow {
  row: number;
  body: Record<string, unknown>;
}

const ajv = makeAjv({ coerceTypes: false, allErrors: true });

/** The message key (and parameters) of one schema failure, as the form words it. */
function keyOf(e: ErrorObject): Pick<ImportRowError, 'messageKey' | 'params'> {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
    case 'minLength':
      return { messageKey: VK.required };
    case 'maxLength':
      return { messageKey: VK.maxLength, params: { max: Number(p.limit) } };
    case 'format':
      return p.format === 'email' ? { messageKey: VK.emailFormat } : p.format === 'date' ? { messageKey: VK.dateInvalid } : { messageKey: INVALID };
    default:
      return { messageKey: INVALID };
  }
}

export type RowChecker = (rows: readonly SheetRow[]) => { rows: ImportRow[]; errors: ImportRowError[] };

/** A checker for the columns and the schema (`codes` and `ref` columns are resolved later by the service, so left out of the schema check). */
export function rowChecker(columns: readonly ImportColumn[], schema: TObject, labels: Labels): RowChecker {
  const checked = new Set(columns.filter((c) => !RESOLVED_IMPORT_KINDS.includes(c.kind)).map((c) => c.key));
  const properties = Object.fromEntries(Object.entries(schema.properties).filter(([k]) => checked.has(k)));
  const required = (schema.required ?? []).filter((k) => checked.has(k));
  const validate = ajv.compile({ ...schema, properties, required, additionalProperties: false });

  return (sheetRows) => {
    const rows: ImportRow[] = [];
    const errors: ImportRowError[] = [];
    for (const { row, cells } of sheetRows) {
      const body: Record<string, unknown> = {};
      const bad = new Set<string>();
      for (const column of columns) {
        if (!(column.key in cells)) continue;
        const parsed = parseCell(column, cells[column.key] ?? null, labels);
        if ('error' in parsed) {
          bad.add(column.key);
          errors.push({ row, column: column.key, messageKey: parsed.error.key, ...(parsed.error.params ? { params: parsed.error.params } : {}) });
        } else if ('value' in parsed) body[column.key] = parsed.value;
      }
      const schemaBody = Object.fromEntries(Object.entries(body).filter(([k]) => checked.has(k)));
      if (!validate(schemaBody)) {
        for (const e of validate.errors ?? []) {
          const column = e.keyword === 'required' ? String((e.params as { missingProperty: string }).missingProperty) : e.instancePath.split('/')[1] ?? null;
          if (column && bad.has(column)) continue; // already reported from the cell
          if (column) bad.add(column);
          errors.push({ row, column, ...keyOf(e) });
        }
      }
      if (bad.size === 0) rows.push({ row, body });
    }
    return { rows, errors };
  };
}
