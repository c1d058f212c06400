import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { seatAdminApi, type SysSeat } from '../../../api/systemSeats';

/** The translated name of a seat (the product's), its stored name when the code is unknown. */
export function useSeatName() {
  const { t } = useTranslation();
  return useCallback((s: { keyName: string; name?: string }) => t(`seat.${s.keyName}`, { defaultValue: s.name ?? s.keyName }), [t]);
}

/** The company's seats in their sort order (for the seat pickers). */
export function useCompanySeats(): SysSeat[] {
  const [seats, setSeats] = useState<SysSeat[]>([]);
  useEffect(() => {
    seatAdminApi
      .list()
      .then((rows) => setSeats([...rows].sort((a, b) => a.sortNum - b.sortNum)))
      .catch(() => undefined);
  }, []);
  return seats;
}
