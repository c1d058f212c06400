/**
 * Form–seat relations (`system/FormSeatRelation`): which of the company's seats receive which
 * generated form, in which file type and language, and for which crew; seats are chosen from the
 * company's real seats.
 */
import { Tag } from '@blueprintjs/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_CREW_TYPES, FORM_EXPORT_TYPES, FORM_SEND_TO, FORM_TYPES, formSeatApi, type FormSeatRow, type SeatRow } from '../../api/systemLog';
import { LANGUAGES } from '../../domain/message';
import type { ListColumn } from '../../ui/list/ListTable';
import type { FieldSpec, OptionSpec } from '../../ui/resource/formModel';
import { ResourceList, type ResourceListConfig } from '../../ui/resource/ResourceList';
import type { SearchSpec } from '../../ui/resource/searchModel';

const P = 'systemLog.formSeat';
type EnumField = 'formType' | 'exportType' | 'crewType' | 'sendTo' | 'lang';
const VALUES: Record<EnumField, readonly string[]> = { formType: FORM_TYPES, exportType: FORM_EXPORT_TYPES, crewType: FORM_CREW_TYPES, sendTo: FORM_SEND_TO, lang: LANGUAGES };

export default function FormSeatRelation() {
  const { t } = useTranslation();
  const [seats, setSeats] = useState<SeatRow[]>([]);
  useEffect(() => {
    let live = true;
    formSeatApi.seats().then((s) => live && setSeats(s), () => undefined);
    return () => {
      live = false;
    };
  }, []);

  const config = useMemo<ResourceListConfig<FormSeatRow>>(() => {
    const options = (f: EnumField): OptionSpec[] => VALUES[f].map((v) => ({ value: v, label: t(`${P}.${f}.${v}`) }));
    const seatName = (code: string) => seats.find((s) => s.keyName === code)?.name ?? t(`seat.${code}`);
    const label = (f: EnumField): ListColumn<FormSeatRow> => ({ key: f, header: t(`${P}.field.${f}`), sortField: f, cell: (r) => t(`${P}.${f}.${r[f]}`), text: (r) => t(`${P}.${f}.${r[f]}`) });
    const columns: ListColumn<FormSeatRow>[] = [
      label('formType'),
      { key: 'names', header: t(`${P}.field.names`), sortField: 'names', cell: (r) => r.names, text: (r) => r.names },
      {
        key: 'seatCodes',
        header: t(`${P}.field.seatCodes`),
        cell: (r) => (
          <span data-testid="form-seat-codes">
            {r.seatCodes.map((c) => (
              <Tag key={c} minimal style={{ marginRight: 4 }}>
                {seatName(c)}
              </Tag>
            ))}
          </span>
        ),
        text: (r) => r.seatCodes.map(seatName).join('、'),
      },
      { key: 'isMultiLeg', header: t(`${P}.field.isMultiLeg`), sortField: 'isMultiLeg', cell: (r) => t(`${P}.${r.isMultiLeg ? 'yes' : 'no'}`), text: (r) => t(`${P}.${r.isMultiLeg ? 'yes' : 'no'}`) },
      label('exportType'),
      label('crewType'),
      label('sendTo'),
      label('lang'),
      { key: 'updateAuthor', header: t(`${P}.field.updateAuthor`), cell: (r) => r.updateAuthor ?? '', text: (r) => r.updateAuthor ?? '' },
    ];
    const search: SearchSpec[] = [
      { name: 'formType', label: `${P}.field.formType`, kind: 'select', options: options('formType') },
      { name: 'names', label: `${P}.field.names`, kind: 'text', op: 'like' },
    ];
    const select = (name: EnumField, initial: string): FieldSpec => ({ name, label: `${P}.field.${name}`, kind: 'select', required: true, options: options(name), initial });
    const form: FieldSpec[] = [
      select('formType', FORM_TYPES[0]),
      { name: 'names', label: `${P}.field.names`, kind: 'text', required: true, maxLength: 100 },
      { name: 'seatCodes', label: `${P}.field.seatCodes`, kind: 'multiSelect', required: true, wide: true, options: seats.map((s) => ({ value: s.keyName, label: s.name })) },
      select('exportType', 'pdf'),
      select('crewType', 'all'),
      select('sendTo', 'seats'),
      select('lang', 'zh'),
      { name: 'isMultiLeg', label: `${P}.field.isMultiLeg`, kind: 'boolean', initial: false },
    ];
    return {
      screen: 'formSeatRelation',
      perm: 'formSeat',
      noun: t(`${P}.noun`),
      fileName: t(`${P}.fileName`),
      exportUrl: '/system/v1/formSeatRelations/export',
      rowKey: (r) => r.id,
      list: formSeatApi.list,
      sort: { field: 'formType', direction: 'asc' },
      columns,
      search,
      form,
      create: (body) => formSeatApi.create(body),
      update: (r, body) => formSeatApi.update(r.id, body),
      get: (r) => formSeatApi.get(r.id),
      remove: (rows) => formSeatApi.remove(rows.map((r) => r.id)),
      versionOf: (r) => r.version,
      uniqueFields: { form_seat_relations_company_form_type_names_uq: 'names' },
    };
  }, [t, seats]);

  return <ResourceList config={config} />;
}
