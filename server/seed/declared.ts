import type { Ctx } from '../lib/context';
import type { Services } from '../services';

/** [code, name, fullName, englishName, firstLetter (pinyin initial of the name), replyTimeNotes]. */
type CountrySeed = readonly [string, string, string, string, string, string?];

/** Countries a Chinese business-jet operator flies to most (requirements D3 "Country dictionary"). */
export const DEMO_COUNTRIES: readonly CountrySeed[] = [
  ['CN', '中国', '中华人民共和国', 'China', 'Z', '国内飞行计划提前1天报备；外籍飞机入境需提前3个工作日申请'],
  ['HK', '中国香港', '中华人民共和国香港特别行政区', 'Hong Kong, China', 'Z', '起降时刻需提前2天向机场协调'],
  ['MO', '中国澳门', '中华人民共和国澳门特别行政区', 'Macao, China', 'Z'],
  ['JP', '日本', '日本国', 'Japan', 'R', '飞越与着陆许可约3个工作日批复'],
  ['KR', '韩国', '大韩民国', 'Republic of Korea', 'H', '着陆许可约2个工作日批复'],
  ['SG', '新加坡', '新加坡共和国', 'Singapore', 'X', '樟宜机场时刻紧张，建议提前5天申请'],
  ['TH', '泰国', '泰王国', 'Thailand', 'T', '需提前3个工作日，周末不受理'],
  ['MY', '马来西亚', '马来西亚', 'Malaysia', 'M'],
  ['VN', '越南', '越南社会主义共和国', 'Viet Nam', 'Y', '飞越许可需提前3个工作日'],
  ['PH', '菲律宾', '菲律宾共和国', 'Philippines', 'F'],
  ['ID', '印度尼西亚', '印度尼西亚共和国', 'Indonesia', 'Y', '需提前7天申请，并提供航空器保险单'],
  ['IN', '印度', '印度共和国', 'India', 'Y', '非定期飞行许可需提前7个工作日'],
  ['MN', '蒙古', '蒙古国', 'Mongolia', 'M'],
  ['KZ', '哈萨克斯坦', '哈萨克斯坦共和国', 'Kazakhstan', 'H'],
  ['RU', '俄罗斯', '俄罗斯联邦', 'Russian Federation', 'E', '飞越许可约5个工作日批复'],
  ['AE', '阿联酋', '阿拉伯联合酋长国', 'United Arab Emirates', 'A', '着陆许可约2个工作日批复'],
  ['GB', '英国', '大不列颠及北爱尔兰联合王国', 'United Kingdom', 'Y'],
  ['FR', '法国', '法兰西共和国', 'France', 'F'],
  ['DE', '德国', '德意志联邦共和国', 'Germany', 'D'],
  ['CH', '瑞士', '瑞士联邦', 'Switzerland', 'R'],
  ['US', '美国', '美利坚合众国', 'United States of America', 'M', '外国公务机需申请 FAA Part 375 许可，约10个工作日'],
  ['CA', '加拿大', '加拿大', 'Canada', 'J'],
  ['AU', '澳大利亚', '澳大利亚联邦', 'Australia', 'A'],
  ['MV', '马尔代夫', '马尔代夫共和国', 'Maldives', 'M'],
];

/** A small document-type tree: [name, children]. */
export const DEMO_DOCUMENT_TYPES: readonly (readonly [string, readonly string[]])[] = [
  ['公司手册', ['运行手册', '维修工程管理手册', '客舱乘务员手册', '地面运行手册']],
  ['程序文件', ['应急处置程序', '签派放行程序']],
  ['培训资料', []],
  ['通告', ['运行通告', '安全通告']],
];

/** [simpleCode, name, nameEn, status]. */
export const DEMO_AGENT_LEVELS: readonly (readonly [string, string, string, 'enabled' | 'disabled'])[] = [
  ['A', '一级代理', 'Tier 1 agent', 'enabled'],
  ['B', '二级代理', 'Tier 2 agent', 'enabled'],
  ['C', '三级代理', 'Tier 3 agent', 'disabled'],
];

/**
 * [name, address, notes, enabled]: report projects of the kind an operator keeps (the addresses
 * are the reporting tool's placeholders under example.com until the company enters its own).
 */
export const DEMO_VIEW_PROJECTS: readonly (readonly [string, string, string | null, boolean])[] = [
  ['运行日报', 'https://reports.example.com/ops/daily', '每日 08:00（北京时间）更新的航段、延误与备降汇总', true],
  ['机队利用率', 'https://reports.example.com/fleet/utilisation', '按机号统计的月度飞行小时与起落', true],
  ['机组执勤统计', 'https://reports.example.com/crew/duty', '飞行时间与执勤期累计，对照 CCAR-121 限制', true],
  ['客户收入分析', 'https://reports.example.com/finance/customers', null, true],
  ['旧版运行报表', 'https://reports.example.com/legacy/ops', '已停用：由运行日报取代', false],
];

/** [name, nameEn, aircraftType, promptDay, trainingCycle]: licences a business-jet operator's crew hold. */
export const DEMO_LICENCE_TYPES: readonly (readonly [string, string, string | null, number | null, number | null])[] = [
  ['航线运输驾驶员执照', 'ATPL (airline transport pilot licence)', null, 90, 365],
  ['商用驾驶员执照', 'CPL (commercial pilot licence)', null, 90, 365],
  ['G650ER 型别等级', 'Type rating G650ER', 'G650ER', 60, 180],
  ['GL7500 型别等级', 'Type rating GL7500', 'GL7500', 60, 180],
  ['航空器维修人员执照', 'Aircraft maintenance licence', null, 90, 730],
];

/** [name, nameEn, promptDay] of the medical, security and crew-file types (special flag off). */
type FlaggedTypeSeed = readonly [string, string, number | null];
export const DEMO_MEDICAL_TYPES: readonly FlaggedTypeSeed[] = [
  ['I类体检合格证', 'Class 1 medical certificate', 30],
  ['II类体检合格证', 'Class 2 medical certificate', 30],
  ['IVa类体检合格证', 'Class IVa medical certificate (cabin crew)', 30],
];
export const DEMO_SECURITY_TYPES: readonly FlaggedTypeSeed[] = [
  ['空中保卫培训合格证', 'In-flight security training certificate', 30],
  ['航空安全员执照', 'Aviation security officer licence', 60],
  ['机场控制区通行证', 'Airport restricted-area pass', 15],
];
export const DEMO_CREW_FILE_TYPES: readonly FlaggedTypeSeed[] = [
  ['护照', 'Passport', 180],
  ['空勤登记证', 'Aircrew registration certificate', 60],
  ['港澳通行证', 'Exit-entry permit to Hong Kong and Macao', 90],
  ['签证', 'Visa', null],
];

/** The declared resources' demo data, written through their services. */
export async function seedDeclaredData(services: Services, ctx: Ctx): Promise<Record<'countries' | 'documentTypes' | 'agentLevels' | 'viewProjects' | 'crewDocumentTypes', number>> {
  type Name = 'country' | 'documentType' | 'agentLevel' | 'viewProject' | 'licenceType' | 'medicalType' | 'securityType' | 'crewFileType';
  const declared = services.declared as Record<Name, Services['declared'][string]>;
  const { country, documentType, agentLevel, viewProject, licenceType } = declared;
  for (const [i, [countryCode, name, fullName, englishName, firstLetter, replyTimeNotes]] of DEMO_COUNTRIES.entries()) {
    await country.create(ctx, { countryCode, name, fullName, englishName, firstLetter, sortNum: (i + 1) * 10, replyTimeNotes: replyTimeNotes ?? null });
  }
  let documentTypes = 0;
  for (const [i, [name, children]] of DEMO_DOCUMENT_TYPES.entries()) {
    const parent = await documentType.create(ctx, { name, sortNum: (i + 1) * 10 });
    for (const [j, child] of children.entries()) await documentType.create(ctx, { name: child, parentId: (parent as { id: string }).id, sortNum: (j + 1) * 10 });
    documentTypes += 1 + children.length;
  }
  for (const [simpleCode, name, nameEn, status] of DEMO_AGENT_LEVELS) await agentLevel.create(ctx, { simpleCode, name, nameEn, status });
  for (const [i, [name, url, notes, enabled]] of DEMO_VIEW_PROJECTS.entries()) await viewProject.create(ctx, { name, url, notes, sortNum: (i + 1) * 10, enabled });
  for (const [i, [name, nameEn, aircraftType, promptDay, trainingCycle]] of DEMO_LICENCE_TYPES.entries()) {
    await licenceType.create(ctx, { name, nameEn, aircraftType, promptDay, trainingCycle, sortNum: (i + 1) * 10 });
  }
  const flagged = [['medicalType', DEMO_MEDICAL_TYPES], ['securityType', DEMO_SECURITY_TYPES], ['crewFileType', DEMO_CREW_FILE_TYPES]] as const;
  for (const [service, rows] of flagged) {
    for (const [i, [name, nameEn, promptDay]] of rows.entries()) await declared[service].create(ctx, { name, nameEn, promptDay, sortNum: (i + 1) * 10 });
  }
  const crewDocumentTypes = DEMO_LICENCE_TYPES.length + flagged.reduce((n, [, rows]) => n + rows.length, 0);
  return { countries: DEMO_COUNTRIES.length, documentTypes, agentLevels: DEMO_AGENT_LEVELS.length, viewProjects: DEMO_VIEW_PROJECTS.length, crewDocumentTypes };
}
