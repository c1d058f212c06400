import { Icon, Tag, Tooltip } from '@blueprintjs/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrewRow } from '../../api/resources';
import { crewFlightTimeApi, type CrewFlightTime } from '../../api/crewRecords';
import { hm } from '../../domain/dutyTime/durations';
import { enumText } from '../resource/labels';
import { contactLine, sensitiveShown } from './sensitive';

const C = 'crewDetail.crew';
const L = 'resources.crew';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div data-testid={testId}>
      <dt>{label}</dt>
      <dd>{children === null || children === undefined || children === '' ? '—' : children}</dd>
    </div>
  );
}

/** A sensitive value: as answered, with a lock when masked for this reader. */
function Sensitive({ value, masked, testId }: { value: string | null; masked: boolean; testId: string }) {
  const { t } = useTranslation();
  const shown = sensitiveShown(value, masked);
  return (
    <span data-testid={testId} data-masked={shown.masked ? 'true' : 'false'}>
      {shown.text}
      {shown.masked && (
        <Tooltip content={t(`${C}.maskedHint`)}>
          <Icon icon="lock" size={12} className="foc-crew__lock" />
        </Tooltip>
      )}
    </span>
  );
}

/** The crew member's flight time from the confirmed flight logs (every one, the last 90 and 365 days). */
function useFlightTime(crewId: string) {
  const [answer, setAnswer] = useState<CrewFlightTime | null>(null);
  useEffect(() => {
    let live = true;
    setAnswer(null);
    crewFlightTimeApi
      .get(crewId)
      .then((a) => live && setAnswer(a))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [crewId]);
  return answer;
}

/** The crew member's identity, employment, flight time and private fields. */
export function CrewFacts({ row, typeNames, userNames }: { row: CrewRow; typeNames: Record<string, string>; userNames: Record<string, string> }) {
  const { t } = useTranslation();
  const time = useFlightTime(row.id);
  const types = row.qualifiedTypeIds.map((id) => typeNames[id] ?? '?');
  return (
    <div className="foc-crew-facts">
      <section>
        <h4>{t(`${C}.identity`)}</h4>
        <dl>
          <Fact label={t(`${C}.pinyinName`)}>{row.pinyinName}</Fact>
          <Fact label={t(`${L}.sex`)}>{enumText(t, 'resources.sex', row.sex)}</Fact>
          <Fact label={t(`${L}.nationality`)}>{row.nationality}</Fact>
          <Fact label={t(`${L}.birthdate`)}>{row.birthdate}</Fact>
          <Fact label={t(`${C}.idNumber`)}>{row.idNumber}</Fact>
          <Fact label={t(`${C}.passportNo`)}>{row.passportNo}</Fact>
          <Fact label={t(`${L}.phone`)}>{row.phone}</Fact>
          <Fact label={t(`${L}.email`)}>{row.email}</Fact>
        </dl>
      </section>
      <section>
        <h4>{t(`${C}.employment`)}</h4>
        <dl>
          <Fact label={t(`${L}.department`)}>{row.department}</Fact>
          <Fact label={t(`${L}.employeeType`)}>{row.employeeType}</Fact>
          <Fact label={t(`${L}.hireDate`)}>{row.hireDate}</Fact>
          <Fact label={t(`${L}.dateTerminated`)}>{row.dateTerminated}</Fact>
          <Fact label={t(`${L}.qualifiedTypes`)}>
            {types.length > 0 && (
              <span className="foc-resource__tags">
                {types.map((code, i) => (
                  <Tag key={`${code}-${i}`} minimal>
                    {code}
                  </Tag>
                ))}
              </span>
            )}
          </Fact>
          <Fact label={t(`${C}.exclusiveType`)}>{row.exclusiveTypeId ? (typeNames[row.exclusiveTypeId] ?? '') : ''}</Fact>
          <Fact label={t(`${C}.user`)}>{row.userId ? (userNames[row.userId] ?? t(`${C}.linked`)) : ''}</Fact>
        </dl>
      </section>
      <section data-testid="crew-flight-time">
        <h4>{t(`${C}.flightTime`)}</h4>
        <dl>
          <Fact label={t(`${C}.priorFlightTime`)} testId="crew-prior-time">{row.priorFlightMinutes > 0 ? hm(row.priorFlightMinutes) : '0:00'}</Fact>
          {time && (
            <>
              <Fact label={t(`${C}.totalFlight`)} testId="crew-total-flight">
                <strong>{hm(time.totalFlightMinutes)}</strong>
              </Fact>
              <Fact label={t(`${C}.loggedFlight`)} testId="crew-logged-flight">
                {t(`${C}.figures`, { flight: hm(time.logged.flightMinutes), block: hm(time.logged.blockMinutes), legs: time.logged.legs, landings: time.logged.landings })}
              </Fact>
              <Fact label={t(`${C}.recentFlight`, { days: 90 })} testId="crew-recent-90">{hm(time.last90Days.flightMinutes)}</Fact>
              <Fact label={t(`${C}.recentFlight`, { days: 365 })} testId="crew-recent-flight">{hm(time.last365Days.flightMinutes)}</Fact>
              <Fact label={t(`${C}.recentLegs`, { days: 365 })}>{String(time.last365Days.legs)}</Fact>
            </>
          )}
        </dl>
      </section>
      <section data-testid="crew-private">
        <h4>{t(`${C}.private`)}</h4>
        <dl>
          <Fact label={t(`${C}.bankName`)}>{row.bankName}</Fact>
          <Fact label={t(`${C}.bankCard`)}>
            <Sensitive value={row.bankCard} masked={row.masked} testId="crew-bank-card" />
          </Fact>
          <Fact label={t(`${C}.emergencyContact`)}>
            <Sensitive value={contactLine(row.emergencyContact, row.emergencyPhone)} masked={row.masked} testId="crew-emergency" />
          </Fact>
        </dl>
      </section>
    </div>
  );
}
