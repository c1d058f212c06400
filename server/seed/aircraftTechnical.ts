/**
 * Technical data of the demo aircraft by type (published figures of the business jets, rounded):
 * engines and APU, weights (kg), cabin and external dimensions (m), cruise speed (km/h) and altitude
 * (m), noise level; fuel unit and operation limits. Deterministic: derived from the type and the
 * aircraft's place in the fleet, no random draws (the reference data's sequence stays as it was).
 */

interface TypeTech {
  engineModel: string;
  /** Engine serial prefix (manufacturer style). */
  esn: string;
  trijet?: boolean;
  apuModel: string;
  emptyWeightKg: number;
  maxLandingWeightKg: number;
  maxZeroFuelWeightKg: number;
  cabin: [number, number, number];
  /** Length, wingspan, height. */
  external: [number, number, number];
  cruiseSpeedKmh: number;
  cruiseHeightM: number;
  noiseLevel: 1 | 2 | 3 | 4;
  fuelUnit: 'kg' | 'lbs';
}

const TECH: Record<string, TypeTech> = {
  G650ER: { engineModel: 'Rolls-Royce BR725 A1-12', esn: '25', apuModel: 'Honeywell RE220(GV)', emptyWeightKg: 24_494, maxLandingWeightKg: 37_875, maxZeroFuelWeightKg: 28_259, cabin: [14.27, 2.49, 1.96], external: [30.41, 30.36, 7.82], cruiseSpeedKmh: 904, cruiseHeightM: 13_716, noiseLevel: 4, fuelUnit: 'lbs' },
  G550: { engineModel: 'Rolls-Royce BR710 C4-11', esn: '15', apuModel: 'Honeywell RE220(GV)', emptyWeightKg: 21_909, maxLandingWeightKg: 34_155, maxZeroFuelWeightKg: 24_267, cabin: [15.27, 2.24, 1.88], external: [29.39, 28.5, 7.87], cruiseSpeedKmh: 851, cruiseHeightM: 12_497, noiseLevel: 3, fuelUnit: 'lbs' },
  GL6000: { engineModel: 'Rolls-Royce BR710A2-20', esn: '12', apuModel: 'Honeywell RE220(RJ)', emptyWeightKg: 23_496, maxLandingWeightKg: 35_652, maxZeroFuelWeightKg: 25_401, cabin: [14.73, 2.49, 1.88], external: [30.3, 28.65, 7.72], cruiseSpeedKmh: 904, cruiseHeightM: 13_106, noiseLevel: 3, fuelUnit: 'kg' },
  GL7500: { engineModel: 'GE Passport 20-19BB1A', esn: 'PP', apuModel: 'Honeywell RE220(RJ)', emptyWeightKg: 28_622, maxLandingWeightKg: 39_145, maxZeroFuelWeightKg: 31_071, cabin: [16.59, 2.44, 1.88], external: [33.88, 31.7, 8.18], cruiseSpeedKmh: 904, cruiseHeightM: 13_716, noiseLevel: 4, fuelUnit: 'kg' },
  CL605: { engineModel: 'GE CF34-3B', esn: '87', apuModel: 'Honeywell 36-150(CL)', emptyWeightKg: 12_315, maxLandingWeightKg: 17_236, maxZeroFuelWeightKg: 14_515, cabin: [7.85, 2.49, 1.85], external: [20.85, 19.61, 6.3], cruiseSpeedKmh: 850, cruiseHeightM: 12_497, noiseLevel: 3, fuelUnit: 'kg' },
  F7X: { engineModel: 'Pratt & Whitney Canada PW307A', esn: 'CF', trijet: true, apuModel: 'Honeywell 36-150(FX)', emptyWeightKg: 16_600, maxLandingWeightKg: 28_304, maxZeroFuelWeightKg: 18_597, cabin: [11.91, 2.34, 1.88], external: [23.38, 26.21, 7.83], cruiseSpeedKmh: 850, cruiseHeightM: 12_497, noiseLevel: 4, fuelUnit: 'kg' },
  F8X: { engineModel: 'Pratt & Whitney Canada PW307D', esn: 'CG', trijet: true, apuModel: 'Honeywell 36-150(FX)', emptyWeightKg: 16_284, maxLandingWeightKg: 28_304, maxZeroFuelWeightKg: 18_824, cabin: [13, 2.34, 1.88], external: [24.46, 26.29, 7.94], cruiseSpeedKmh: 850, cruiseHeightM: 12_497, noiseLevel: 4, fuelUnit: 'kg' },
  L650: { engineModel: 'Rolls-Royce AE3007A2', esn: 'CAE', apuModel: 'Hamilton Sundstrand T-62T-40C14', emptyWeightKg: 14_193, maxLandingWeightKg: 18_500, maxZeroFuelWeightKg: 16_000, cabin: [13.21, 2.1, 1.82], external: [26.33, 21.17, 6.76], cruiseSpeedKmh: 834, cruiseHeightM: 11_887, noiseLevel: 3, fuelUnit: 'kg' },
  C680A: { engineModel: 'Pratt & Whitney Canada PW306D1', esn: 'CD', apuModel: 'Honeywell RE100(XL)', emptyWeightKg: 9_480, maxLandingWeightKg: 12_508, maxZeroFuelWeightKg: 10_569, cabin: [6.63, 1.96, 1.83], external: [18.97, 22.05, 6.38], cruiseSpeedKmh: 826, cruiseHeightM: 12_497, noiseLevel: 4, fuelUnit: 'lbs' },
};

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The record fields of the `index`-th demo aircraft of type `typeCode` (none for an unknown type). */
export function aircraftTechnicalData(typeCode: string, index: number, a: { manufactureDate: string; fleetType: 'own' | 'hosted' | 'proxy' }, mtowKg: number | undefined) {
  const d = TECH[typeCode];
  if (!d) return {};
  const serial = (position: number) => `${d.esn}${String(10_000 + index * 37 + position * 7).padStart(5, '0')}`;
  return {
    fuelUnit: d.fuelUnit,
    registryDate: addDays(a.manufactureDate, 45 + (index % 4) * 15),
    engineModel: d.engineModel,
    engineLeftSerialNo: serial(1),
    engineMiddleSerialNo: d.trijet ? serial(2) : null,
    engineRightSerialNo: serial(3),
    apuModel: d.apuModel,
    apuSerialNo: `P-${String(2_000 + index * 13).padStart(5, '0')}`,
    emptyWeightKg: d.emptyWeightKg,
    maxTakeoffWeightKg: mtowKg ?? null,
    maxLandingWeightKg: d.maxLandingWeightKg,
    maxZeroFuelWeightKg: d.maxZeroFuelWeightKg,
    maxPayloadKg: d.maxZeroFuelWeightKg - d.emptyWeightKg,
    cabinLengthM: d.cabin[0],
    cabinWidthM: d.cabin[1],
    cabinHeightM: d.cabin[2],
    lengthM: d.external[0],
    wingspanM: d.external[1],
    heightM: d.external[2],
    noiseLevel: d.noiseLevel,
    cruiseSpeedKmh: d.cruiseSpeedKmh,
    cruiseHeightM: d.cruiseHeightM,
    // one aircraft flies with fewer seats for a while; proxy aircraft fly at most four legs a day
    capacityLimited: index === 6,
    capacityLimitReason: index === 6 ? 'Cabin refurbishment: two divans out of service' : null,
    limitLegNum: a.fleetType === 'proxy' ? 4 : null,
  };
}
