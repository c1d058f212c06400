/** The crew detail page (menu path of `crew.detail`), optionally opened on a tab: one address for screens and server-made links. */
export const crewDetailPath = (id: string, tab?: string) => `/crewManage/crewDetail?id=${encodeURIComponent(id)}${tab ? `&tab=${encodeURIComponent(tab)}` : ''}`;
