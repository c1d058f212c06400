/**
 * The date-fns locale for Blueprint's DatePicker (month and weekday names). date-fns is the
 * library @blueprintjs/datetime itself uses; the locales are imported statically because the
 * picker's default loader uses a bare dynamic import that does not resolve in a Vite build.
 */
import type { Locale } from 'date-fns';
import { enUS, zhCN, zhTW } from 'date-fns/locale';

const LOCALES: Record<string, Locale> = { zh: zhCN, zhtw: zhTW, en: enUS };

/** App language ('zh', 'zhtw', 'en') → date-fns locale; Simplified Chinese by default. */
export function dateFnsLocaleFor(language: string | undefined): Locale {
  return LOCALES[language ?? ''] ?? zhCN;
}
