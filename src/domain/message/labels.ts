/**
 * Names of the function codes in the three languages, used by the default message templates (what an
 * operator gets before editing a template) and by the template admin screen. [zh, zhtw, en].
 */
export const FUNCTION_LABELS: Record<string, readonly [string, string, string]> = {
  INTENT_APPEND: ['新增行程需求', '新增行程需求', 'New trip request'],
  INTENT_UPDATE: ['业务意向已修改', '業務意向已修改', 'Business intention changed'],
  INTENT_CONFIRM: ['业务意向已确认', '業務意向已確認', 'Business intention confirmed'],
  INTENT_REJECT: ['业务意向已拒绝', '業務意向已拒絕', 'Business intention rejected'],
  INTENT_CANCEL: ['业务意向已取消', '業務意向已取消', 'Business intention cancelled'],
  TRIP_INITIATE: ['业务意向已发起行程', '業務意向已發起行程', 'Trip initiated from an intention'],
  TRIP_UPDATE: ['行程已修改', '行程已修改', 'Trip changed'],
  TRIP_SUBMIT: ['行程已提交', '行程已提交', 'Trip submitted'],
  TASK_CONFIRM: ['任务已接收', '任務已接收', 'Task received'],
  TRIP_REJECT: ['行程已驳回', '行程已駁回', 'Trip rejected'],
  TRIP_CANCEL: ['行程已取消', '行程已取消', 'Trip cancelled'],
  TRIP_LOCK: ['行程已锁定', '行程已鎖定', 'Trip locked'],
  TRIP_UNLOCK: ['行程已解锁', '行程已解鎖', 'Trip unlocked'],
  TRIP_COMPLETE: ['行程已完成', '行程已完成', 'Trip completed'],
  TRIP_REOPEN: ['行程已重新打开', '行程已重新打開', 'Trip reopened'],
  LEG_APPEND: ['新增航段', '新增航段', 'Leg added'],
  LEG_INSERT: ['插入航段', '插入航段', 'Leg inserted'],
  LEG_CANCEL: ['航班取消', '航班取消', 'Flight cancelled'],
  LEG_UPDATE: ['航段已修改', '航段已修改', 'Leg changed'],
  FLIGHT_DATE_CHANGE: ['航班日期变更', '航班日期變更', 'Flight date changed'],
  FLIGHT_TIME_CHANGE: ['航班时间变更', '航班時間變更', 'Flight time changed'],
  FLIGHT_ICAO_CHANGE: ['航班机场变更', '航班機場變更', 'Flight airport changed'],
  FLIGHT_AIRCRAFT_CHANGE: ['航班飞机变更', '航班飛機變更', 'Flight aircraft changed'],
  FERRY_FLIGHT_CHANGE: ['调机航段变更', '調機航段變更', 'Ferry legs changed'],
  LEG_EVALUATE: ['运行评估', '運行評估', 'Operations evaluation'],
  LEG_AIRWORTHINESS: ['适航确认', '適航確認', 'Airworthiness'],
  LEG_FLIGHT_PLAN: ['飞行计划', '飛行計劃', 'Flight plan'],
  LEG_CREW_SCHEDULED: ['机组排班', '機組排班', 'Crew scheduled'],
  LEG_RELEASE_DOCUMENTS: ['放行资料', '放行資料', 'Release documents'],
  LEG_READY: ['航段准备就绪', '航段準備就緒', 'Leg ready'],
  LEG_RELEASE: ['航班放行', '航班放行', 'Flight released'],
  LEG_NO_RELEASE: ['航班不放行', '航班不放行', 'Flight not released'],
  LEG_RELEASE_CANCEL: ['取消放行', '取消放行', 'Release cancelled'],
  LEG_LOCK: ['航段锁定飞机', '航段鎖定飛機', 'Leg locked to its aircraft'],
  LEG_UNLOCK: ['航段解锁飞机', '航段解鎖飛機', 'Leg unlocked'],
  FLIGHT_TAKEOFF: ['航班起飞', '航班起飛', 'Takeoff'],
  FLIGHT_LANDING: ['航班落地', '航班落地', 'Landing'],
  FLIGHT_TAKEOFF_RESET: ['起飞时间已重置', '起飛時間已重置', 'Takeoff reset'],
  FLIGHT_LANDING_RESET: ['落地时间已重置', '落地時間已重置', 'Landing reset'],
  CREW_ASSIGN: ['机组已安排', '機組已安排', 'Crew assigned'],
  CREW_REMOVE: ['机组已撤销', '機組已撤銷', 'Crew removed'],
  CREW_ACCEPT: ['机组已接受', '機組已接受', 'Crew accepted'],
  CREW_DECLINE: ['机组已拒绝', '機組已拒絕', 'Crew declined'],
  PASSENGER_CHANGE: ['旅客变更', '旅客變更', 'Passenger change'],
  LEG_DIVERSION: ['航班备降', '航班備降', 'Diversion'],
  LEG_DIVERSION_CANCEL: ['备降已取消', '備降已取消', 'Diversion cancelled'],
  LEG_OUTSOURCE: ['航段外包', '航段外包', 'Leg outsourced'],
  LEG_OUTSOURCE_CHANGE: ['外包航段已修改', '外包航段已修改', 'Outsourced leg changed'],
  LEG_OUTSOURCE_REMOVE: ['外包已撤销', '外包已撤銷', 'Outsourcing removed'],
  LEG_OUTSOURCE_SETTLE: ['外包已结算', '外包已結算', 'Outsourced leg settled'],
  LEG_RENEW: ['由取消航段新建', '由取消航段新建', 'Leg renewed from a cancelled one'],
  ROSTER_PUBLISH: ['排班已发布', '排班已發佈', 'Roster published'],
  CREW_DOCUMENT_EXPIRY: ['机组证件到期', '機組證件到期', 'Crew document expiring'],
  CREW_DOCUMENT_CHANGE: ['机组证件变更', '機組證件變更', 'Crew document changed'],
  AIRCRAFT_CERTIFICATE_EXPIRY: ['飞机证件到期提醒', '飛機證件到期提醒', 'Aircraft certificate expiring'],
  FLB_CONFIRM: ['飞行记录本确认', '飛行記錄本確認', 'Flight log confirmed'],
  FLB_RECHECK: ['飞行记录本需复核', '飛行記錄本需複核', 'Flight log to recheck'],
  SEAT_MESSAGE: ['席位消息', '席位消息', 'Seat message'],
};

export const LANGUAGES = ['zh', 'zhtw', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export function languageOf(value: string | undefined | null): Language {
  const v = (value ?? '').toLowerCase().split(',')[0]!.trim();
  if (v === 'en' || v.startsWith('en-')) return 'en';
  if (v === 'zhtw' || v === 'zh-tw' || v === 'zh-hk' || v === 'zh-hant') return 'zhtw';
  return 'zh';
}

export function functionLabel(code: string, lang: Language): string {
  const l = FUNCTION_LABELS[code];
  return l ? l[LANGUAGES.indexOf(lang)]! : code;
}
