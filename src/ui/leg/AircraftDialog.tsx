import { Callout, InputGroup, Menu, MenuItem, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { legApi, type AircraftRow } from '../../api/leg';
import { CommandDialog, useSubmitting, type Submit } from './LegDialogs';
import { OpenItemsPanel } from '../fleet/OpenItemsPanel';

const STATUS_INTENT = { airworthy: 'success', maintenance: 'primary', mel: 'warning', aog: 'danger' } as const;

/** Picks an aircraft of the company (tail, type, status; AOG and MEL marked, the chosen one's open items listed) for the leg. */
export function AircraftDialog(p: { isOpen: boolean; currentId: string | null; onClose: () => void; onSubmit: Submit<string> }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<AircraftRow[] | null>(null);
  const [types, setTypes] = useState<Record<string, string>>({});
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, submit] = useSubmitting(p.onClose);

  useEffect(() => {
    if (!p.isOpen) return;
    let live = true;
    setChosen(p.currentId);
    setFilter('');
    setRows(null);
    legApi.aircraft().then(
      (a) => live && setRows(a.list),
      () => live && setRows([]),
    );
    legApi.aircraftTypes().then(
      (a) => live && setTypes(Object.fromEntries(a.list.map((x) => [x.id, x.code || x.name]))),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [p.isOpen, p.currentId]);

  const shown = useMemo(() => {
    const f = filter.trim().toUpperCase();
    return (rows ?? []).filter((a) => !f || a.tailNo.toUpperCase().includes(f) || (types[a.typeId] ?? '').toUpperCase().includes(f));
  }, [rows, filter, types]);
  const picked = rows?.find((a) => a.id === chosen) ?? null;

  return (
    <CommandDialog
      isOpen={p.isOpen}
      title={t('legDetail.aircraft.title')}
      onClose={p.onClose}
      busy={busy}
      canSubmit={chosen !== null && chosen !== p.currentId}
      onSubmit={() => submit(() => p.onSubmit(chosen!))}
      testId="aircraft-dialog"
    >
      <InputGroup leftIcon="search" placeholder={t('legDetail.aircraft.filter')} value={filter} onChange={(e) => setFilter(e.currentTarget.value)} data-testid="aircraft-filter" autoFocus />
      <div className="foc-leg__aircraft-list">
        {rows === null ? (
          <Spinner size={24} />
        ) : shown.length === 0 ? (
          <NonIdealState icon="airplane" title={t('legDetail.aircraft.none')} />
        ) : (
          <Menu>
            {shown.map((a) => {
              const status = a.status ?? 'airworthy';
              return (
                <MenuItem
                  key={a.id}
                  icon={a.id === chosen ? 'selection' : 'circle'}
                  active={a.id === chosen}
                  onClick={() => setChosen(a.id)}
                  data-testid="aircraft-option"
                  data-tail={a.tailNo}
                  text={
                    <span className="foc-leg__aircraft-option">
                      <strong>{a.tailNo}</strong>
                      <span>{types[a.typeId] ?? ''}</span>
                      {a.enabled === false && <Tag minimal>{t('legDetail.aircraft.disabled')}</Tag>}
                    </span>
                  }
                  labelElement={
                    <Tag minimal={status === 'airworthy'} intent={STATUS_INTENT[status]} data-status={status}>
                      {t(`legDetail.aircraft.status.${status}`)}
                    </Tag>
                  }
                />
              );
            })}
          </Menu>
        )}
      </div>
      {picked && (picked.status === 'aog' || picked.status === 'mel') && (
        <Callout compact intent={picked.status === 'aog' ? 'danger' : 'warning'} data-testid="aircraft-status-warning">
          {t(`legDetail.aircraft.warning.${picked.status}`, { tail: picked.tailNo })}
        </Callout>
      )}
      {/* the chosen aircraft's open items: choosing it confirms its MEL warnings (the server still refuses AOG, inspections, expired items) */}
      {picked && picked.id !== p.currentId ? <OpenItemsPanel aircraftId={picked.id} /> : null}
      <Callout compact icon="info-sign">
        {t('legDetail.aircraft.resetHint')}
      </Callout>
    </CommandDialog>
  );
}
