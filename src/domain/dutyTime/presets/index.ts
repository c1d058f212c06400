import type { PresetKey, Regulation } from '../regulation';
import { CCAR_121 } from './ccar121';
import { EASA_ORO_FTL } from './easa';
import { FAA_117 } from './faa117';
import { FAA_135 } from './faa135';

/** The four built-in regulations, seeded from the reference tables (src/domain/dutyTime/reference). */
export const presets: Readonly<Record<PresetKey, Regulation>> = Object.freeze({
  'CCAR-121': CCAR_121,
  'EASA-ORO-FTL': EASA_ORO_FTL,
  'FAA-117': FAA_117,
  'FAA-135': FAA_135,
});
