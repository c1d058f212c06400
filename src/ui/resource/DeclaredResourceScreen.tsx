import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { choiceRows, crudApi } from '../../api/resources';
import { declaredImportColumns, declaredResource, labelKeys, type ResourceDecl } from '../../contract/resources';
import type { ListColumn } from '../list/ListTable';
import { cellText, formFields, listedFields, searchFields, type DeclaredRow, type RefChoices } from './declaredModel';
import { ResourceList, type ResourceListConfig } from './ResourceList';

/** Loads the choices of every reference field (the referred records' titles); `reload` after a change. */
function useRefChoices(decl: ResourceDecl): [RefChoices, () => void] {
  const [choices, setChoices] = useState<RefChoices>({});
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    const refs = Object.entries(decl.fields).flatMap(([name, f]) => (f.kind === 'ref' ? [[name, declaredResource(f.to)] as const] : []));
    void Promise.all(
      refs.map(async ([name, target]) => {
        const rows = await choiceRows(crudApi<DeclaredRow>(target.path), target.defaultSort.field);
        return [name, rows.map((r) => ({ value: r.id, label: String(r[target.title] ?? '') }))] as const;
      }),
    ).then((entries) => {
      if (live) setChoices(Object.fromEntries(entries));
    });
    return () => {
      live = false;
    };
  }, [decl, round]);
  return [choices, useCallback(() => setRound((r) => r + 1), [])];
}

/**
 * The list screen and form of a declared resource (docs/decisions.md "Declared resources"):
 * everything comes from the declaration; the menu's component key opens it (src/app/routing/registry.tsx).
 */
export function DeclaredResourceScreen({ decl, leading }: { decl: ResourceDecl; leading?: readonly ListColumn<DeclaredRow>[] }) {
  const { t } = useTranslation();
  const api = useMemo(() => crudApi<DeclaredRow>(decl.path), [decl]);
  const [refs, reloadRefs] = useRefChoices(decl);
  const hasRefs = useMemo(() => Object.values(decl.fields).some((f) => f.kind === 'ref'), [decl]);

  const config = useMemo<ResourceListConfig<DeclaredRow>>(() => {
    const L = labelKeys(decl);
    const columns: ListColumn<DeclaredRow>[] = [
      ...(leading ?? []),
      ...listedFields(decl).map(({ name, f, sortable }) => ({
        key: name,
        header: t(L.field(name)),
        sortField: sortable ? name : undefined,
        cell: (r: DeclaredRow) => cellText(t, name, f, r[name], refs),
        text: (r: DeclaredRow) => cellText(t, name, f, r[name], refs),
      })),
      { key: 'updateAuthor', header: t('declared.column.updateAuthor'), cell: (r) => r.updateAuthor ?? '', text: (r) => r.updateAuthor ?? '' },
    ];
    return {
      screen: decl.name,
      perm: decl.area,
      noun: t(L.noun),
      // export and import of the list hang off ResourceList and use this name and these columns
      fileName: t(L.fileName),
      exportUrl: `${decl.path}/export`,
      // a screen's own leading columns (buttons) are not exported
      ...(leading?.length ? { exportColumns: columns.filter((c) => !leading.includes(c)).map((c) => c.key) } : {}),
      // the crud menus declare no import button: importing is adding (the server's import route asks `<area>:add`)
      importer: { base: decl.path, columns: declaredImportColumns(decl), permission: `${decl.area}:add`, templateName: t(L.fileName) },
      rowKey: (r) => r.id,
      list: api.list,
      sort: decl.defaultSort,
      columns,
      search: searchFields(decl, t, refs),
      form: formFields(decl, t, refs),
      create: api.create,
      update: (r, body) => api.update(r.id, body),
      get: (r) => api.get(r.id),
      remove: (rows) => api.remove(rows.map((r) => r.id)),
      versionOf: (r) => r.version,
      onChanged: hasRefs ? reloadRefs : undefined,
    };
  }, [decl, t, api, refs, hasRefs, reloadRefs, leading]);

  return <ResourceList config={config} />;
}

/** The screen of the declared resource `name` (a view of the route registry). */
export const declaredView = (name: string) =>
  function DeclaredView() {
    return <DeclaredResourceScreen decl={declaredResource(name)} />;
  };
