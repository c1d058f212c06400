import { NonIdealState, Spinner, Tab, Tabs, Tag } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { aircraftApi, aircraftTypeApi, type AircraftRow } from '../../api/resources';
import { RequestError } from '../../api/http';
import { enumText } from '../resource/labels';
import { AIRCRAFT_STATUS_INTENT } from './aircraftForm';
import { AIRCRAFT_TABS } from './aircraftTabs';
import './fleet.css';

/** The detail frame of one aircraft: a header (tail, type, status, base and location) over the tabs of `AIRCRAFT_TABS`. */
export function AircraftDetailView({ aircraftId, tab, onTab }: { aircraftId: string; tab: string | null; onTab: (id: string) => void }) {
  const { t } = useTranslation();
  const [row, setRow] = useState<AircraftRow | null>(null);
  const [typeName, setTypeName] = useState('');
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    let live = true;
    aircraftApi.get(aircraftId).then(
      (r) => live && setRow(r),
      (e: unknown) => live && setMissing(e instanceof RequestError),
    );
    return () => {
      live = false;
    };
  }, [aircraftId]);
  useEffect(() => {
    if (!row) return;
    let live = true;
    aircraftTypeApi.get(row.typeId).then(
      (ty) => live && setTypeName(ty.name && ty.name !== ty.code ? `${ty.code} ${ty.name}` : ty.code),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [row?.typeId]);

  if (missing) return <NonIdealState icon="search" title={t('fleetRecord.detail.missing')} />;
  if (!row) return <Spinner size={30} />;
  const selected = AIRCRAFT_TABS.some((x) => x.id === tab) ? tab! : AIRCRAFT_TABS[0]!.id;
  return (
    <div className="foc-aircraft-detail" data-testid="aircraft-detail">
      <div className="foc-aircraft-detail__head">
        <h2 data-testid="detail-tail">{row.tailNo}</h2>
        <span data-testid="detail-type">{typeName}</span>
        <Tag intent={AIRCRAFT_STATUS_INTENT[row.status] ?? 'none'} data-status={row.status} data-testid="detail-status">
          {enumText(t, 'resources.aircraftStatus', row.status)}
        </Tag>
        <Tag minimal>{enumText(t, 'resources.fleetType', row.fleetType)}</Tag>
        <span className="foc-aircraft-detail__facts">
          <span>
            <b>{t('resources.aircraft.baseIcao')}</b>
            {row.baseIcao ?? '—'}
          </span>
          <span>
            <b>{t('resources.aircraft.locationIcao')}</b>
            {row.locationIcao ?? '—'}
          </span>
        </span>
      </div>
      <Tabs id="aircraft-tabs" selectedTabId={selected} onChange={(id) => onTab(String(id))} renderActiveTabPanelOnly>
        {AIRCRAFT_TABS.map(({ id, titleKey, Panel }) => (
          <Tab key={id} id={id} title={t(titleKey)} panel={<Panel aircraft={row} onChanged={setRow} />} data-testid={`tab-${id}`} />
        ))}
      </Tabs>
    </div>
  );
}
