import { describe, expect, it } from 'vitest';
import { IMPORTANT_FUNCTION_CODES } from '../trip/functionCodes';
import { ALL_FUNCTION_CODES, categoryFilter, categoryOf, MESSAGE_CATEGORIES } from './categories';
import { FUNCTION_LABELS, languageOf } from './labels';
import { noticeRefusal, noticeVisible } from './notice';
import { legRouteOf, parseClientFrame } from './realtime';
import { defaultTemplate, renderTemplate, renderText, splitRecipients } from './template';

describe('categories', () => {
  it('every written function code has a label in three languages and exactly one category', () => {
    for (const code of ALL_FUNCTION_CODES) {
      expect(FUNCTION_LABELS[code], code).toHaveLength(3);
      const inTabs = MESSAGE_CATEGORIES.filter((c) => {
        const f = categoryFilter(c);
        return f.op === 'in' ? f.codes.includes(code) : !f.codes.includes(code);
      });
      expect(inTabs, code).toEqual([categoryOf(code)]);
    }
  });
  it('places the spec examples: cancellations under trips, times under segment times, unknown codes under other', () => {
    expect(categoryOf('LEG_CANCEL')).toBe(1);
    expect(categoryOf('CREW_ASSIGN')).toBe(2);
    expect(categoryOf('FLIGHT_AIRCRAFT_CHANGE')).toBe(3);
    expect(categoryOf('FLIGHT_TIME_CHANGE')).toBe(4);
    expect(categoryOf('PASSENGER_CHANGE')).toBe(5);
    expect(categoryOf('CREW_DOCUMENT_EXPIRY')).toBe(6);
    expect(categoryOf('SOMETHING_NEW')).toBe(7);
    // a flight log to recheck: "other", for the crew (who correct it) and control
    expect(categoryOf('FLB_RECHECK')).toBe(7);
    expect(defaultTemplate('FLB_RECHECK').seats).toEqual(['CREW', 'CONTROL']);
    expect(IMPORTANT_FUNCTION_CODES.every((c) => ALL_FUNCTION_CODES.includes(c))).toBe(true);
  });
});

describe('templates', () => {
  it('renders placeholders per language and tidies the ones left empty', () => {
    const t = defaultTemplate('LEG_CANCEL');
    const en = renderTemplate(t, 'site', 'en', { tripNumber: 'T2611-001', legNumber: 2, route: 'ZBAA-ZSSS', departureTime: '2026-12-01 02:00 UTC', author: 'demo-cs' });
    expect(en.title).toBe('Flight cancelled T2611-001');
    expect(en.body).toBe('T2611-001 leg 2 ZBAA-ZSSS, departure 2026-12-01 02:00 UTC; by demo-cs.');
    expect(renderTemplate(t, 'site', 'zh', { tripNumber: 'T1' }).title).toBe('航班取消 T1');
    expect(renderText('{a}  {b} x', { tripNumber: 'y' })).toBe('x');
  });
  it('default recipients are the seats whose work the change touches', () => {
    expect(defaultTemplate('INTENT_APPEND').seats).toContain('CONTROL');
    expect(defaultTemplate('CREW_ASSIGN').seats).toEqual(['CREW', 'CONTROL']);
    expect(defaultTemplate('PASSENGER_CHANGE').channels).toEqual({ site: true, email: false, sms: false, push: false });
  });
  it('splits comma-separated recipients (Chinese commas too)', () => {
    expect(splitRecipients(' a@x.cn, b@y.cn，c@z.cn ,')).toEqual(['a@x.cn', 'b@y.cn', 'c@z.cn']);
  });
  it('reads the language of a header', () => {
    expect(languageOf('zh-TW')).toBe('zhtw');
    expect(languageOf('en-GB,en;q=0.9')).toBe('en');
    expect(languageOf(undefined)).toBe('zh');
  });
});

describe('socket protocol', () => {
  it('accepts the protocol frames and nothing else', () => {
    expect(parseClientFrame('{"type":"ping"}')).toEqual({ type: 'ping' });
    expect(parseClientFrame('{"type":"auth","token":"abc","lastSeq":5,"lang":"en"}')).toEqual({ type: 'auth', token: 'abc', lastSeq: 5, lang: 'en' });
    expect(parseClientFrame('{"type":"auth","token":""}')).toBeNull();
    expect(parseClientFrame('{"type":"auth","token":"a","lastSeq":-1}')).toBeNull();
    expect(parseClientFrame('{"type":"resume","lastSeq":1.5}')).toBeNull();
    expect(parseClientFrame('not json')).toBeNull();
    expect(parseClientFrame('{"type":"shutdown"}')).toBeNull();
  });
  it('opens a leg message at /leg with type 9 for a cancelled flight or trip', () => {
    expect(legRouteOf({ functionCode: 'LEG_CANCEL', tripLegId: 'l1', tripId: 't1' })).toBe('/leg?tripLegId=l1&type=9');
    expect(legRouteOf({ functionCode: 'FLIGHT_TIME_CHANGE', tripLegId: 'l1' })).toBe('/leg?tripLegId=l1&type=1');
    expect(legRouteOf({ functionCode: 'TRIP_CANCEL', tripId: 't1' })).toBe('/leg?businessId=t1&type=9');
    expect(legRouteOf({ functionCode: 'INTENT_UPDATE' })).toBeNull();
  });
});

describe('notices', () => {
  const base = { title: 'Apron works', content: 'Stand 12 closed', noticeTime: '2026-12-01T00:00:00Z', overdueTime: '2026-12-05T00:00:00Z', sortNum: 1, isPublish: true };
  it('refuses an overdue time before the notice time, and blanks', () => {
    expect(noticeRefusal(base)).toBeNull();
    expect(noticeRefusal({ ...base, overdueTime: '2026-11-30T00:00:00Z' })).toBe('notice.overdueBeforeNotice');
    expect(noticeRefusal({ ...base, title: ' ' })).toBe('notice.titleRequired');
  });
  it('is visible from its time until overdue, when published', () => {
    expect(noticeVisible(base, Date.parse('2026-12-02T00:00:00Z'))).toBe(true);
    expect(noticeVisible(base, Date.parse('2026-12-06T00:00:00Z'))).toBe(false);
    expect(noticeVisible({ ...base, isPublish: false }, Date.parse('2026-12-02T00:00:00Z'))).toBe(false);
  });
});
