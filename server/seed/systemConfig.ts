/**
 * Demo system settings (written through the services, in a fixed order): the operator's network
 * settings of the file preview, the realtime channel and the map assets, its form–seat relations;
 * the platform's release notes.
 */
import type { FormSeatBody } from '../../src/contract/formSeat';
import type { Ctx } from '../lib/context';
import type { Services } from '../services';

/** [systemType, startIp, endIp, status, note]. */
type NetworkSeed = readonly [string, string, string | null, 'enabled' | 'disabled', string];

export const DEMO_NETWORK_CONFIGS: readonly NetworkSeed[] = [
  ['filePreview', 'https://preview.foc.example.com', '10.8.0.12:8012', 'enabled', '文件预览服务（内网备用）'],
  ['websocket', 'wss://foc.example.com/ws', null, 'enabled', '实时推送'],
  ['mapAssets', 'https://tiles.foc.example.com/styles', 'https://tiles-backup.foc.example.com/styles', 'enabled', '地图瓦片、样式与字体'],
  ['filePreview', '10.8.0.30:8012', null, 'disabled', '旧预览服务器，已停用'],
];

export async function seedSystemConfig(services: Services, ctx: Ctx): Promise<{ networkConfigs: number; formSeats: number; updateLogs: number }> {
  const network = services.declared.networkConfig!;
  for (const [systemType, startIp, endIp, status, note] of DEMO_NETWORK_CONFIGS) await network.create(ctx, { systemType, startIp, endIp, status, note });
  const notes = await seedUpdateLogs(services, ctx);
  for (const r of DEMO_FORM_SEATS) await services.formSeats.create(ctx, { ...r, seatCodes: [...r.seatCodes] });
  return { networkConfigs: DEMO_NETWORK_CONFIGS.length, formSeats: DEMO_FORM_SEATS.length, ...notes };
}

/** Which seats receive which generated form. */
export const DEMO_FORM_SEATS: readonly FormSeatBody[] = [
  { formType: 'tripSheet', names: '任务单（签派）', seatCodes: ['CONTROL', 'OPS_EVALUATION'], isMultiLeg: true, exportType: 'pdf', crewType: 'all', sendTo: 'seats', lang: 'zh' },
  { formType: 'flightRelease', names: '放行单', seatCodes: ['CONTROL', 'RUN'], isMultiLeg: false, exportType: 'pdf', crewType: 'pilot', sendTo: 'crew', lang: 'zh' },
  { formType: 'crewBriefing', names: 'Crew briefing (EN)', seatCodes: ['CREW', 'CABIN'], isMultiLeg: true, exportType: 'docx', crewType: 'all', sendTo: 'crew', lang: 'en' },
  { formType: 'loadSheet', names: '舱单', seatCodes: ['GROUND', 'RUN'], isMultiLeg: false, exportType: 'xlsx', crewType: 'cabin', sendTo: 'seats', lang: 'zh' },
];

/** [appVersion, zh, zhtw, en, published]. */
type UpdateSeed = readonly [string, string, string, string, boolean];

export const DEMO_UPDATE_LOGS: readonly UpdateSeed[] = [
  ['0.1.0', '首个版本：任务、航段、甘特图、机组执勤与消息中心。', '首個版本：任務、航段、甘特圖、機組執勤與訊息中心。', 'First release: trips, legs, the Gantt chart, crew duty and the message centre.', true],
  ['0.2.0', '新增系统日志、注册审批与网络配置。', '新增系統日誌、註冊審批與網路設定。', 'New: system log, registration approval and network settings.', false],
];

/** Release notes (the platform's): the current version published, the next one a draft. */
export async function seedUpdateLogs(services: Services, ctx: Ctx): Promise<{ updateLogs: number }> {
  for (const [appVersion, noteZh, noteZhtw, noteEn, published] of DEMO_UPDATE_LOGS) {
    const row = (await services.updateLogs.create(ctx, { appVersion, noteZh, noteZhtw, noteEn })) as { id: string; version: number };
    if (published) await services.updateLogs.publish(ctx, row.id, row.version);
  }
  return { updateLogs: DEMO_UPDATE_LOGS.length };
}
