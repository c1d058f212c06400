import type { SeatKey } from '../access/seats';
import { categoryOf } from './categories';
import { functionLabel, LANGUAGES, type Language } from './labels';

/** Where a message goes (requirements S3, Message template). */
export const CHANNELS = ['site', 'email', 'sms', 'push'] as const;
export type Channel = (typeof CHANNELS)[number];

export interface TemplateText {
  title: string;
  body: string;
}
/** Content per channel and language. */
export type TemplateContent = Record<Channel, Record<Language, TemplateText>>;

export interface MessageTemplate {
  functionCode: string;
  title: string;
  enabled: boolean;
  /** Recipients: the users holding these seats (and allowed to see the data). */
  seats: SeatKey[];
  channels: Record<Channel, boolean>;
  /** Extra e-mail recipients, comma-separated (requirements S5). */
  cc: string;
  content: TemplateContent;
}

/** What a template can say: {tripNumber}, {legNumber}, {route}, {departureTime}, {tailNo}, {customer}, {author}, {reason}, {function}; certificates and crew documents {document}, {endDate}, {daysLeft}; crew documents and rosters {crew}; rosters {period}, {legCount}. */
export const TEMPLATE_VARIABLES = ['function', 'tripNumber', 'legNumber', 'route', 'departureTime', 'tailNo', 'customer', 'author', 'reason', 'document', 'endDate', 'daysLeft', 'crew', 'period', 'legCount'] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];
/** A value, or one per language (a certificate type's name). */
export type TemplateValue = string | number | null | Readonly<Record<Language, string>>;
export type TemplateVars = Partial<Record<TemplateVariable, TemplateValue>>;

/** The values of one language. */
function varsIn(vars: TemplateVars, lang: Language): Record<string, string | number | null | undefined> {
  const out: Record<string, string | number | null | undefined> = {};
  for (const [k, v] of Object.entries(vars)) out[k] = v !== null && typeof v === 'object' ? v[lang] : v;
  return out;
}

/** Who hears of a function by default: the seats whose work it changes. */
export function defaultSeats(functionCode: string): SeatKey[] {
  switch (categoryOf(functionCode)) {
    case 1:
      // a new customer wish reaches operations too (INTENT_APPEND is one of the important seven)
      if (functionCode === 'INTENT_APPEND') return ['CUSTOMER_SERVICE', 'OPS_EVALUATION', 'CONTROL'];
      if (functionCode.startsWith('INTENT_') || functionCode === 'TRIP_INITIATE') return ['CUSTOMER_SERVICE', 'OPS_EVALUATION'];
      if (functionCode.startsWith('LEG_RELEASE') || functionCode === 'LEG_READY' || functionCode === 'LEG_NO_RELEASE' || functionCode === 'LEG_FLIGHT_PLAN')
        return ['CONTROL', 'CREW', 'GROUND'];
      return ['CUSTOMER_SERVICE', 'OPS_EVALUATION', 'CONTROL', 'FLEET', 'CREW', 'GROUND'];
    case 2:
      return ['CREW', 'CONTROL'];
    case 3:
      // a certificate's expiry is the fleet seat's work alone
      if (functionCode === 'AIRCRAFT_CERTIFICATE_EXPIRY') return ['FLEET'];
      return ['FLEET', 'CONTROL', 'CREW'];
    case 4:
      return ['CONTROL', 'CUSTOMER_SERVICE', 'CREW', 'FLEET', 'GROUND'];
    case 5:
      return ['CUSTOMER_SERVICE', 'GROUND', 'CABIN'];
    case 6:
      return ['CREW'];
    default:
      // a flight log to recheck: the crew corrects it, control follows
      if (functionCode === 'FLB_RECHECK') return ['CREW', 'CONTROL'];
      return functionCode.startsWith('LEG_OUTSOURCE') ? ['FINANCE', 'CUSTOMER_SERVICE', 'CONTROL'] : ['CONTROL'];
  }
}

const BODY: Record<Language, string> = {
  zh: '{tripNumber} 第{legNumber}段 {route} 计划起飞 {departureTime} {tailNo}；操作人 {author}。{reason}',
  zhtw: '{tripNumber} 第{legNumber}段 {route} 計劃起飛 {departureTime} {tailNo}；操作人 {author}。{reason}',
  en: '{tripNumber} leg {legNumber} {route}, departure {departureTime} {tailNo}; by {author}. {reason}',
};
const TRIP_BODY: Record<Language, string> = {
  zh: '{tripNumber} {customer}；操作人 {author}。{reason}',
  zhtw: '{tripNumber} {customer}；操作人 {author}。{reason}',
  en: '{tripNumber} {customer}; by {author}. {reason}',
};

const CERTIFICATE_BODY: Record<Language, TemplateText> = {
  zh: { title: '{function} {tailNo}', body: '{tailNo} {document} 到期日 {endDate}，剩余 {daysLeft} 天。' },
  zhtw: { title: '{function} {tailNo}', body: '{tailNo} {document} 到期日 {endDate}，剩餘 {daysLeft} 天。' },
  en: { title: '{function} {tailNo}', body: '{tailNo} {document} ends {endDate}: {daysLeft} days left.' },
};

const CREW_DOCUMENT_BODY: Record<Language, TemplateText> = {
  zh: { title: '{function} {crew}', body: '{crew} {document} 到期日 {endDate}，剩余 {daysLeft} 天。' },
  zhtw: { title: '{function} {crew}', body: '{crew} {document} 到期日 {endDate}，剩餘 {daysLeft} 天。' },
  en: { title: '{function} {crew}', body: '{crew} {document} is due {endDate}: {daysLeft} days left.' },
};

const ROSTER_BODY: Record<Language, TemplateText> = {
  zh: { title: '{function} {period}', body: '{crew}：{period} 的排班已发布，共 {legCount} 段；操作人 {author}。{reason}' },
  zhtw: { title: '{function} {period}', body: '{crew}：{period} 的排班已發佈，共 {legCount} 段；操作人 {author}。{reason}' },
  en: { title: '{function} {period}', body: '{crew}: the roster of {period} is published, {legCount} legs; by {author}. {reason}' },
};

/** The default texts of the functions that do not speak of a trip: reminders of dated documents (aircraft certificates, crew documents) and published rosters. */
const OWN_BODIES: Record<string, Record<Language, TemplateText>> = { AIRCRAFT_CERTIFICATE_EXPIRY: CERTIFICATE_BODY, CREW_DOCUMENT_EXPIRY: CREW_DOCUMENT_BODY, ROSTER_PUBLISH: ROSTER_BODY };

/** Functions that also go by e-mail before an operator edits their template: a published roster reaches the crew's mailboxes. */
const EMAIL_BY_DEFAULT: ReadonlySet<string> = new Set(['ROSTER_PUBLISH']);

/** The template an operator has before editing one: site messages on, e-mail (but for `EMAIL_BY_DEFAULT`), SMS and push off. */
export function defaultTemplate(functionCode: string): MessageTemplate {
  const content = {} as TemplateContent;
  for (const channel of CHANNELS) {
    content[channel] = {} as Record<Language, TemplateText>;
    for (const lang of LANGUAGES) {
      const legLevel = categoryOf(functionCode) !== 1 || functionCode.startsWith('LEG_') || functionCode === 'TASK_CONFIRM';
      const own = OWN_BODIES[functionCode];
      content[channel][lang] = own ? { ...own[lang] } : { title: `{function} {tripNumber}`, body: (legLevel ? BODY : TRIP_BODY)[lang] };
    }
  }
  return {
    functionCode,
    title: functionLabel(functionCode, 'zh'),
    enabled: true,
    seats: defaultSeats(functionCode),
    channels: { site: true, email: EMAIL_BY_DEFAULT.has(functionCode), sms: false, push: false },
    cc: '',
    content,
  };
}

export const SEAT_MESSAGE_TITLE_MAX = 100;
export const SEAT_MESSAGE_CONTENT_MAX = 2000;

/**
 * The template of a message written by hand to seats: those seats, a site message, the writer's
 * title and text in every language (the template of SEAT_MESSAGE may turn e-mail etc. on).
 */
export function seatMessageTemplate(base: MessageTemplate, seats: readonly SeatKey[], title: string, body: string): MessageTemplate {
  const content = {} as TemplateContent;
  // braces typed by the writer are text, not placeholders
  const text = { title: title.replace(/[{}]/g, ''), body: body.replace(/[{}]/g, '') };
  for (const channel of CHANNELS) {
    content[channel] = {} as Record<Language, TemplateText>;
    for (const lang of LANGUAGES) content[channel][lang] = text;
  }
  return { ...base, seats: [...seats], content };
}

/** Fills {placeholders}; unknown or empty ones vanish and the spaces they leave are tidied. */
export function renderText(text: string, vars: Record<string, string | number | null | undefined>): string {
  return text
    .replace(/\{(\w+)\}/g, (_m, name: string) => {
      const v = (vars as Record<string, unknown>)[name];
      return v === null || v === undefined ? '' : String(v);
    })
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/\s+([；。,.;])/g, '$1')
    .trim();
}

export function renderTemplate(template: MessageTemplate, channel: Channel, lang: Language, vars: TemplateVars): TemplateText {
  const text = template.content[channel]?.[lang] ?? defaultTemplate(template.functionCode).content[channel][lang];
  const withFunction = { function: functionLabel(template.functionCode, lang), ...varsIn(vars, lang) };
  return { title: renderText(text.title, withFunction), body: renderText(text.body, withFunction) };
}

/** All three languages of one channel, as stored with a site message (the list answers the reader's language). */
export function renderAll(template: MessageTemplate, channel: Channel, vars: TemplateVars): Record<Language, TemplateText> {
  const out = {} as Record<Language, TemplateText>;
  for (const lang of LANGUAGES) out[lang] = renderTemplate(template, channel, lang, vars);
  return out;
}

/** Splits a comma-separated recipient list (requirements S5) into trimmed, non-empty addresses. */
export function splitRecipients(value: string): string[] {
  return value
    .split(/[,，;；]/)
    .map((s) => s.trim())
    .filter(Boolean);
}
