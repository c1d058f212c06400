import { seedDemoUpkeep } from './demoUpkeep';
import { seedDemoFiles } from './demoFiles';
import type { Ctx } from '../lib/context';
import type { Services } from '../services';
import { mulberry32 } from '../../src/domain/random';
import { aircraftTechnicalData } from './aircraftTechnical';

/**
 * Deterministic reference data of the demo operator: aircraft types, aircraft, customers and crew.
 * `generateReferenceData` is pure (a seeded PRNG, no Math.random); `seedReferenceData` writes its
 * output through the same services users call. The size object gives benchmarks larger sets.
 */
export type ReferenceSize = 'demo' | { aircraft: number; customers: number; crew: number };

// 55 pilots for 15 aircraft: enough for the rest rules of CCAR-121 on the demo's flying (two were too few)
export const DEMO_REFERENCE_SIZE = { aircraft: 15, customers: 40, crew: 110 } as const;
export const REFERENCE_SEED = 20_240_601;

export interface TypeSeed {
  code: string;
  name: string;
  manufacturer: string;
  seats: number;
  cruiseSpeedKmh: number;
  maxRangeKm: number;
  taxiMinutes: number;
  mtowKg: number;
  /** Crew rest compartment for augmented crews (1 best … 3), on the ultra-long-range types. */
  restFacilityClass?: 1 | 2 | 3;
  /** Crew a leg of the type carries besides the pilots: a cabin attendant on the long-range types, an engineer on the largest. */
  cabinCrewCount?: number;
  engineerCount?: number;
}
export interface AircraftSeed {
  tailNo: string;
  typeCode: string;
  serialNo: string;
  seatNum: number;
  baseIcao: string;
  locationIcao: string;
  fleetType: 'own' | 'hosted' | 'proxy';
  status: 'airworthy' | 'maintenance' | 'mel';
  /** Index into `customers` (the owner) of a hosted aircraft. */
  customerIndex: number | null;
  registryCountry: string;
  manufactureDate: string;
  calendarColor: string;
  sortNum: number;
  icao24: string;
}
export interface CustomerSeed {
  serialNumber: string;
  simpleCode: string;
  type: 1 | 2;
  name: string;
  personName: string;
  manager: string;
  linkman: string;
  linkTel: string;
  companyAddress: string;
  email: string;
  billMoneyUnit: string;
}
export interface CrewSeed {
  workNo: string;
  cnName: string;
  enName: string;
  sex: 'M' | 'F';
  nationality: string;
  crewType: 'pilot' | 'cabin' | 'maintenance';
  position: 'captain' | 'firstOfficer' | 'purser' | 'flightAttendant' | 'engineer' | 'mechanic';
  baseIcao: string;
  department: string;
  email: string;
  phone: string;
  birthdate: string;
  hireDate: string;
  employeeType: string;
  qualifiedTypeCodes: string[];
  /** Pilots: flight time before joining (captains thousands of hours, first officers fewer); derived, not drawn, so the other data stay as they were. */
  priorFlightMinutes: number;
}
export interface ReferenceData {
  types: TypeSeed[];
  aircraft: AircraftSeed[];
  customers: CustomerSeed[];
  crew: CrewSeed[];
}


// Published manufacturer figures (typical cabin seats, long-range cruise, max range, MTOW).
// Long-range types (over 10,000 km) carry a cabin attendant; the largest cabin also an engineer.
const T = (code: string, name: string, manufacturer: string, seats: number, cruiseSpeedKmh: number, maxRangeKm: number, mtowKg: number, restFacilityClass?: 1 | 2 | 3): TypeSeed => ({
  code, name, manufacturer, seats, cruiseSpeedKmh, maxRangeKm, taxiMinutes: 15, mtowKg, ...(restFacilityClass ? { restFacilityClass } : {}),
  ...(maxRangeKm > 10_000 ? { cabinCrewCount: 1 } : {}),
  ...(seats >= 17 ? { engineerCount: 1 } : {}),
});
export const AIRCRAFT_TYPES: readonly TypeSeed[] = [
  T('G650ER', 'Gulfstream G650ER', 'Gulfstream', 16, 904, 13_890, 47_650, 2),
  T('G550', 'Gulfstream G550', 'Gulfstream', 16, 851, 12_501, 41_277, 3),
  T('GL6000', 'Bombardier Global 6000', 'Bombardier', 14, 904, 11_112, 45_132, 3),
  T('GL7500', 'Bombardier Global 7500', 'Bombardier', 17, 904, 14_260, 52_096, 2),
  T('CL605', 'Bombardier Challenger 605', 'Bombardier', 12, 850, 7_408, 21_863),
  T('F7X', 'Dassault Falcon 7X', 'Dassault', 14, 850, 11_019, 31_751, 3),
  T('F8X', 'Dassault Falcon 8X', 'Dassault', 14, 850, 11_945, 33_113, 3),
  T('L650', 'Embraer Legacy 650', 'Embraer', 13, 834, 7_223, 24_300),
  T('C680A', 'Cessna Citation Latitude', 'Cessna', 9, 826, 5_000, 13_971),
];
/** Manufacturer serial number prefixes, by type code. */
const MSN: Record<string, string> = { G650ER: '6', G550: '5', GL6000: '9', GL7500: '70', CL605: '5', F7X: '', F8X: '4', L650: '14501', C680A: '680A-0' };

/** ZBAA Beijing Capital, ZSSS Shanghai Hongqiao, ZGSZ Shenzhen Bao'an, VHHH Hong Kong, ZUUU Chengdu Shuangliu. */
export const BASES = ['ZBAA', 'ZSSS', 'ZGSZ', 'VHHH', 'ZUUU'] as const;
const CITY: Record<string, { cn: string; districts: string[]; roads: string[] }> = {
  ZBAA: { cn: '北京市', districts: ['朝阳区', '海淀区', '东城区', '顺义区'], roads: ['建国路', '中关村大街', '东长安街', '天竺路'] },
  ZSSS: { cn: '上海市', districts: ['浦东新区', '长宁区', '徐汇区', '静安区'], roads: ['世纪大道', '虹桥路', '淮海中路', '南京西路'] },
  ZGSZ: { cn: '深圳市', districts: ['南山区', '福田区', '宝安区'], roads: ['深南大道', '科技园路', '宝安大道'] },
  VHHH: { cn: '香港', districts: ['中环', '铜锣湾', '尖沙咀'], roads: ['皇后大道中', '轩尼诗道', '弥敦道'] },
  ZUUU: { cn: '成都市', districts: ['武侯区', '锦江区', '高新区'], roads: ['人民南路', '天府大道', '红星路'] },
};
export const SURNAMES: [string, string][] = [
  ['王', 'Wang'], ['李', 'Li'], ['张', 'Zhang'], ['刘', 'Liu'], ['陈', 'Chen'], ['杨', 'Yang'], ['黄', 'Huang'], ['赵', 'Zhao'], ['吴', 'Wu'], ['周', 'Zhou'],
  ['徐', 'Xu'], ['孙', 'Sun'], ['马', 'Ma'], ['朱', 'Zhu'], ['胡', 'Hu'], ['郭', 'Guo'], ['何', 'He'], ['林', 'Lin'], ['罗', 'Luo'], ['高', 'Gao'],
];
export const GIVEN_M: [string, string][] = [
  ['伟', 'wei'], ['强', 'qiang'], ['磊', 'lei'], ['军', 'jun'], ['勇', 'yong'], ['杰', 'jie'], ['涛', 'tao'], ['明', 'ming'], ['超', 'chao'], ['刚', 'gang'],
  ['建', 'jian'], ['国', 'guo'], ['辉', 'hui'], ['鹏', 'peng'], ['宇', 'yu'], ['浩', 'hao'], ['博', 'bo'], ['俊', 'jun'], ['志', 'zhi'], ['峰', 'feng'],
];
export const GIVEN_F: [string, string][] = [
  ['芳', 'fang'], ['娜', 'na'], ['敏', 'min'], ['静', 'jing'], ['丽', 'li'], ['艳', 'yan'], ['秀', 'xiu'], ['霞', 'xia'], ['欣', 'xin'], ['怡', 'yi'],
  ['涵', 'han'], ['思', 'si'], ['雨', 'yu'], ['婷', 'ting'], ['雪', 'xue'], ['琳', 'lin'], ['佳', 'jia'], ['梅', 'mei'], ['晨', 'chen'], ['颖', 'ying'],
];
const FIRM_WORDS: [string, string][] = [
  ['华信', 'huaxin'], ['恒远', 'hengyuan'], ['瑞丰', 'ruifeng'], ['嘉禾', 'jiahe'], ['中联', 'zhonglian'], ['博远', 'boyuan'], ['新元', 'xinyuan'], ['盛世', 'shengshi'],
  ['东方', 'dongfang'], ['金辉', 'jinhui'], ['天成', 'tiancheng'], ['鼎盛', 'dingsheng'], ['海岳', 'haiyue'], ['云帆', 'yunfan'], ['长青', 'changqing'], ['启明', 'qiming'],
];
const INDUSTRIES: [string, string][] = [
  ['投资', 'invest'], ['科技', 'tech'], ['实业', 'industry'], ['地产', 'estate'], ['能源', 'energy'], ['控股', 'holdings'], ['医药', 'pharma'], ['文化传媒', 'media'],
];
/** Foreign pilots: [English name, Chinese transliteration, nationality]. */
const FOREIGN: [string, string, string][] = [
  ['John Miller', '约翰·米勒', 'US'], ['James Wilson', '詹姆斯·威尔逊', 'GB'], ['Pierre Dubois', '皮埃尔·杜波依斯', 'FR'], ['Michael Brown', '迈克尔·布朗', 'CA'],
  ['Thomas Becker', '托马斯·贝克尔', 'DE'], ['David Taylor', '大卫·泰勒', 'AU'], ['Marco Rossi', '马可·罗西', 'IT'], ['Lucas Silva', '卢卡斯·席尔瓦', 'BR'],
];
const MOBILE_PREFIXES = ['133', '135', '136', '137', '138', '139', '150', '151', '158', '159', '177', '180', '186', '188', '189', '199'];
const MANAGERS = ['李经理', '王经理', '陈经理', '张经理'];
const COLORS = ['#1f77b4', '#ff7f0e', '#2ca02c', '#d62728', '#9467bd', '#8c564b', '#e377c2', '#17becf'];
const DIGITS = '0123456789';
/** Letters as CAAC uses them in registrations (no I, no O). */
const TAIL_CHARS = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

function sizeOf(size: ReferenceSize) {
  return size === 'demo' ? DEMO_REFERENCE_SIZE : size;
}

/** The reference data of one size and seed, as plain objects (same inputs → same output). */
export function generateReferenceData(size: ReferenceSize = 'demo', seed = REFERENCE_SEED): ReferenceData {
  const n = sizeOf(size);
  const rnd = mulberry32(seed);
  const int = (max: number) => Math.floor(rnd() * max);
  const pick = <V>(xs: ArrayLike<V>): V => xs[int(xs.length)]!;
  const pad = (i: number, width: number) => String(i).padStart(width, '0');
  const date = (fromYear: number, years: number) => `${fromYear + int(years)}-${pad(1 + int(12), 2)}-${pad(1 + int(28), 2)}`;
  const mobile = () => `${pick(MOBILE_PREFIXES)}${pad(int(100_000_000), 8)}`;
  const person = (female: boolean) => {
    const [sc, sp] = pick(SURNAMES);
    const given = Array.from({ length: 1 + int(2) }, () => pick(female ? GIVEN_F : GIVEN_M));
    const g = given.map(([c]) => c).join('');
    const gp = given.map(([, p]) => p).join('');
    return { cn: sc + g, en: `${sp} ${gp[0]!.toUpperCase()}${gp.slice(1)}`, slug: `${sp}.${gp}`.toLowerCase(), initials: sp[0]! + given.map(([, p]) => p[0]!.toUpperCase()).join('') };
  };
  const unique = <V>(seen: Set<V>, make: () => V, what: string): V => {
    for (let i = 0; i < 10_000; i++) {
      const v = make();
      if (!seen.has(v)) return seen.add(v), v;
    }
    throw new Error(`reference data: ran out of unique ${what}`);
  };
  const width = (count: number) => Math.max(3, String(count).length);

  const types = AIRCRAFT_TYPES.map((t) => ({ ...t }));

  const firms = new Set<string>();
  const customers: CustomerSeed[] = Array.from({ length: n.customers }, (_, i) => {
    const base = i % 7 === 6 ? 'VHHH' : pick(BASES.filter((b) => b !== 'VHHH'));
    const city = CITY[base]!;
    const address = `${city.cn}${pick(city.districts)}${pick(city.roads)}${1 + int(300)}号`;
    const contact = person(rnd() < 0.4);
    const serialNumber = `C${pad(i + 1, width(n.customers))}`;
    const billMoneyUnit = base === 'VHHH' ? 'HKD' : i % 9 === 4 ? 'USD' : 'CNY';
    const common = { serialNumber, manager: pick(MANAGERS), linkTel: mobile(), companyAddress: address, billMoneyUnit };
    if (i % 5 < 3) {
      const [word, wordPy] = pick(FIRM_WORDS);
      const [industry, industryPy] = pick(INDUSTRIES);
      const stem = `${city.cn.replace(/市$/, '')}${word}${industry}`;
      let name = `${stem}有限公司`;
      if (firms.has(name)) name = `${stem}${pick(['发展', '集团', '国际'])}有限公司`;
      if (firms.has(name)) name = `${stem}有限公司（${serialNumber}）`;
      firms.add(name);
      const simpleCode = `${wordPy.slice(0, 2)}${industryPy.slice(0, 2)}`.toUpperCase() + (i + 1);
      return { ...common, type: 1 as const, name, simpleCode, personName: contact.cn, linkman: contact.cn, email: `${contact.slug}@${wordPy}-${industryPy}.example` };
    }
    const female = rnd() < 0.35;
    const p = person(female);
    return { ...common, type: 2 as const, name: p.cn, simpleCode: p.initials + (i + 1), personName: p.cn, linkman: rnd() < 0.5 ? p.cn : `${contact.cn}（助理）`, email: `${p.slug}${i + 1}@example.com` };
  });

  const tails = new Set<string>();
  const icaos = new Set<string>();
  // Like B-652A or B-8228; letters in the middle too only for very large benchmark fleets.
  const middle = n.aircraft > 5_000 ? TAIL_CHARS : DIGITS;
  const hostOwners = customers.flatMap((c, i) => (c.type === 1 ? [i] : []));
  const aircraft: AircraftSeed[] = Array.from({ length: n.aircraft }, (_, i) => {
    const type = i < types.length ? types[i]! : pick(types);
    const fleetType = (['own', 'own', 'hosted', 'own', 'proxy'] as const)[i % 5]!;
    const baseIcao = BASES[i % BASES.length]!;
    return {
      tailNo: unique(tails, () => `B-${pick(['3', '5', '6', '8'])}${pick(middle)}${pick(middle)}${pick(TAIL_CHARS)}`, 'tail numbers'),
      typeCode: type.code,
      serialNo: `${MSN[type.code] ?? ''}${pad(1 + int(999), 3)}`,
      seatNum: type.seats - int(3),
      baseIcao,
      locationIcao: rnd() < 0.75 ? baseIcao : pick(BASES),
      fleetType,
      status: i === 1 ? 'maintenance' : i === 3 ? 'mel' : 'airworthy',
      customerIndex: fleetType === 'hosted' && customers.length > 0 ? (hostOwners.length > 0 ? pick(hostOwners) : int(customers.length)) : null,
      registryCountry: 'CN',
      manufactureDate: date(2011, 12),
      calendarColor: COLORS[i % COLORS.length]!,
      sortNum: i + 1,
      // The Chinese 24-bit address block 780000–7BFFFF.
      icao24: unique(icaos, () => (0x780000 + int(0x40000)).toString(16), 'ICAO 24-bit addresses'),
    };
  });
  // A hosted aircraft needs an owner: without customers it is flown as own.
  for (const a of aircraft) if (a.fleetType === 'hosted' && a.customerIndex === null) a.fleetType = 'own';

  const pilots = Math.round(n.crew * 0.5);
  const cabin = Math.round(n.crew * 0.3);
  const counters = { pilot: 0, cabin: 0, maintenance: 0 };
  const typeCodes = types.map((t) => t.code);
  const qualify = (k: number) => {
    const first = typeCodes[k % typeCodes.length]!;
    const second = rnd() < 0.35 ? pick(typeCodes.filter((c) => c !== first)) : undefined;
    return second ? [first, second] : [first];
  };
  const crew: CrewSeed[] = Array.from({ length: n.crew }, (_, i) => {
    const crewType = i < pilots ? 'pilot' : i < pilots + cabin ? 'cabin' : 'maintenance';
    const k = counters[crewType]++;
    const prefix = { pilot: 'P', cabin: 'C', maintenance: 'M' }[crewType];
    const workNo = `${prefix}${pad(k + 1, width(n.crew))}`;
    const foreign = crewType === 'pilot' && k % 7 === 3 ? FOREIGN[Math.floor(k / 7) % FOREIGN.length]! : undefined;
    const female = crewType === 'cabin' ? rnd() < 0.85 : rnd() < 0.1;
    const p = person(female && !foreign);
    const position =
      crewType === 'pilot' ? (k % 2 === 0 ? 'captain' : 'firstOfficer')
      : crewType === 'cabin' ? (k % 6 === 0 ? 'purser' : 'flightAttendant')
      : k % 3 === 0 ? 'engineer' : 'mechanic';
    const born = position === 'captain' ? date(1970, 16) : position === 'firstOfficer' ? date(1986, 10) : crewType === 'cabin' ? date(1990, 10) : date(1975, 20);
    return {
      workNo,
      cnName: foreign ? foreign[1] : p.cn,
      enName: foreign ? foreign[0] : p.en,
      sex: female && !foreign ? 'F' : 'M',
      nationality: foreign ? foreign[2] : 'CN',
      crewType,
      position,
      baseIcao: BASES[(i + k) % BASES.length]!,
      department: { pilot: '飞行部', cabin: '客舱服务部', maintenance: '机务工程部' }[crewType],
      email: `${workNo.toLowerCase()}@demo.example`,
      phone: mobile(),
      birthdate: born,
      hireDate: date(Math.max(2010, Number(born.slice(0, 4)) + 23), 4),
      employeeType: foreign ? '外籍合同' : rnd() < 0.85 ? '正式员工' : '劳务派遣',
      qualifiedTypeCodes: crewType === 'pilot' ? qualify(k >> 1) : position === 'engineer' ? qualify(k) : [],
      priorFlightMinutes: position === 'captain' ? (4_000 + ((k * 997) % 8_000)) * 60 + ((k * 17) % 60) : position === 'firstOfficer' ? (600 + ((k * 389) % 2_200)) * 60 + ((k * 13) % 60) : 0,
    };
  });

  return { types, aircraft, customers, crew };
}

export interface ReferenceCounts {
  aircraftTypes: number;
  aircraft: number;
  customers: number;
  crews: number;
}

/** Writes the generated reference data into the caller's company through the resource services. */
export async function seedReferenceData(services: Services, ctx: Ctx, opts: { size?: ReferenceSize; seed?: number; /** attach a few demo files (default yes) */ files?: boolean } = {}): Promise<ReferenceCounts> {
  const data = generateReferenceData(opts.size ?? 'demo', opts.seed ?? REFERENCE_SEED);
  const typeIds = new Map<string, string>();
  for (const t of data.types) typeIds.set(t.code, (await services.aircraftTypes.create(ctx, t)).id);
  const customerIds: string[] = [];
  for (const c of data.customers) customerIds.push((await services.customers.create(ctx, c)).id);
  const aircraft: { id: string; tailNo: string }[] = [];
  const mtow = new Map(data.types.map((t) => [t.code, t.mtowKg]));
  // the status is no field: it follows the demo faults and inspections (server/seed/demoUpkeep.ts)
  for (const [i, { typeCode, customerIndex, status: _status, ...a }] of data.aircraft.entries()) {
    const technical = aircraftTechnicalData(typeCode, i, a, mtow.get(typeCode));
    aircraft.push(await services.aircraft.create(ctx, { ...a, ...technical, typeId: typeIds.get(typeCode)!, customerId: customerIndex === null ? null : customerIds[customerIndex]! }));
  }
  const crew: { id: string; workNo: string }[] = [];
  for (const { qualifiedTypeCodes, ...c } of data.crew) {
    crew.push(await services.crews.create(ctx, { ...c, status: 'active', qualifiedTypeIds: qualifiedTypeCodes.map((code) => typeIds.get(code)!) }));
  }
  if (opts.files !== false) await seedDemoFiles(services, ctx, { aircraft, crew });
  await seedDemoUpkeep(services, ctx, aircraft);
  return { aircraftTypes: data.types.length, aircraft: data.aircraft.length, customers: data.customers.length, crews: data.crew.length };
}
