import { api } from '../../api/http';
import type { PublicStats } from '../../ui/signIn/features';

/** GET /website/v1/stats: live counts for the landing page (public). */
export const fetchPublicStats = () => api.get<PublicStats>('/website/v1/stats', { silent: true });
