/**
 * The certificate reminder run: once at start, then a minute past every quarter hour
 * (server/lib/quarterJob.ts). Every server process may run it: the conditional update of each
 * certificate's `notified_band` lets one process write a band's reminder (certificateService.ts).
 */
import { scheduleQuarterHourRuns } from '../../lib/quarterJob';
import type { CertificateService } from './certificateService';

export { untilNextQuarter } from '../../lib/quarterJob';

type Log = { error: (o: object, m: string) => void; info: (o: object, m: string) => void };

export function scheduleCertificateReminders(service: Pick<CertificateService, 'runCertificateReminders'>, log: Log): () => Promise<void> {
  return scheduleQuarterHourRuns((now) => service.runCertificateReminders(now), 'certificate reminders', log);
}
