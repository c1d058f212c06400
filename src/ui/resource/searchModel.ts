/** The search bar of a resource list: fields → `POST …/list` conditions (pure). */
import type { ListCondition } from '../../api/trip';
import { isRuleError, normaliseDate } from '../../domain/validation';
import type { OptionSpec } from './formModel';

export interface SearchSpec {
  /** The list field searched (and the box's key, unless `field` names the list field). */
  name: string;
  /** The list field when two boxes search one field (a date range's two ends). */
  field?: string;
  /** i18n key of the placeholder / label. */
  label: string;
  /** 'date': a date box (set `op`, e.g. 'ge' / 'le' for the two ends of a range). */
  kind: 'text' | 'select' | 'date';
  /** Default: 'startsWith' for text, 'eq' for a select. */
  op?: ListCondition['op'];
  upperCase?: boolean;
  /** Choices of a select (the empty choice "all" is added by the screen). */
  options?: readonly OptionSpec[];
  /** Width of a text box in pixels. */
  width?: number;
}

export type SearchValues = Record<string, string>;

export function emptySearch(specs: readonly SearchSpec[]): SearchValues {
  return Object.fromEntries(specs.map((s) => [s.name, '']));
}

/** Conditions of the filled fields (empty ones are dropped by `buildListBody` too). Select values keep the option's type. */
export function searchConditions(specs: readonly SearchSpec[], values: SearchValues): ListCondition[] {
  const out: ListCondition[] = [];
  for (const s of specs) {
    let text = (values[s.name] ?? '').trim();
    if (text === '') continue;
    if (s.upperCase) text = text.toUpperCase();
    if (s.kind === 'date') {
      // yyyyMMdd or yyyy-MM-dd, as the date boxes take them
      const day = normaliseDate(text);
      out.push({ name: s.field ?? s.name, op: s.op ?? 'eq', value: isRuleError(day) ? text : day });
    }
    else if (s.kind === 'select') {
      const option = s.options?.find((o) => String(o.value) === text);
      out.push({ name: s.field ?? s.name, op: s.op ?? 'eq', value: option ? option.value : text });
    } else out.push({ name: s.field ?? s.name, op: s.op ?? 'startsWith', value: text });
  }
  return out;
}
