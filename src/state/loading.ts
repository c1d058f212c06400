import { proxy } from 'valtio';

/** Requests in flight whose URL is configured to show the loading indicator. */
export const loading = proxy({ count: 0 });
