/**
 * Demo passengers: each customer has a small circle of travellers (the principal, family,
 * colleagues) who recur on its trips, so the passenger Gantt shows people across several legs.
 * Pure and deterministic for a customer index and a trip index.
 */
import { mulberry32 } from '../../src/domain/random';
import { GIVEN_F, GIVEN_M, SURNAMES } from './reference';

export interface PlannedPassenger {
  name: string;
  nationality: string;
  documentType: string;
  documentNumber: string;
  phone: string | null;
}

const CIRCLE = 6;
const FOREIGN: [string, string][] = [['Emily Carter', 'GB'], ['Daniel Wong', 'SG'], ['Kenji Sato', 'JP'], ['Sophie Laurent', 'FR'], ['Minho Park', 'KR']];

/** The travellers of a customer (the same every time for one index and seed). */
export function customerCircle(customerIndex: number, seed = 20_261_124): PlannedPassenger[] {
  const rnd = mulberry32(seed + customerIndex * 7_919);
  const int = (n: number) => Math.floor(rnd() * n);
  const pick = <V>(xs: readonly V[]): V => xs[int(xs.length)]!;
  const digits = (n: number) => Array.from({ length: n }, () => int(10)).join('');
  return Array.from({ length: CIRCLE }, (_, i) => {
    if (i === CIRCLE - 1 && customerIndex % 3 === 0) {
      const [name, nationality] = pick(FOREIGN);
      return { name, nationality, documentType: 'passport', documentNumber: `${nationality}${digits(7)}`, phone: null };
    }
    const [surname] = pick(SURNAMES);
    const given = Array.from({ length: 1 + int(2) }, () => pick(rnd() < 0.45 ? GIVEN_F : GIVEN_M)[0]).join('');
    const hk = customerIndex % 7 === 6;
    return {
      name: surname + given,
      nationality: hk ? 'HK' : 'CN',
      documentType: hk ? 'hkMacaoPermit' : 'passport',
      documentNumber: hk ? `H${digits(8)}` : `E${digits(8)}`,
      phone: i === 0 ? `139${digits(8)}` : null,
    };
  });
}

/** Who flies on a trip: one to three of the circle, the principal most of the time. */
export function tripPassengers(customerIndex: number, tripIndex: number, seed = 20_261_124): PlannedPassenger[] {
  const circle = customerCircle(customerIndex, seed);
  const rnd = mulberry32(seed ^ (tripIndex * 104_729 + 1));
  const r = rnd();
  const count = r < 0.4 ? 1 : r < 0.75 ? 2 : 3;
  const start = rnd() < 0.7 ? 0 : 1 + Math.floor(rnd() * (CIRCLE - 1));
  return Array.from({ length: count }, (_, k) => circle[(start + k) % CIRCLE]!);
}
