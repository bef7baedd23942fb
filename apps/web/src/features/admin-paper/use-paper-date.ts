import { isIsoDate } from '@halwai/domain';
import { useSearchParams } from 'react-router';
import { shopToday } from '../../lib/report-range';
import { useShopInfo } from '../../lib/use-shop-info';

/** The shop day a list is for: `?date=YYYY-MM-DD`, else today in the shop's time zone; changing it rewrites the address. */
export function usePaperDate(): [string, (date: string) => void] {
  const [params, setParams] = useSearchParams();
  const { timeZone } = useShopInfo();
  const given = params.get('date') ?? '';
  const date = isIsoDate(given) ? given : shopToday(timeZone);
  const setDate = (next: string) => {
    if (!isIsoDate(next)) return;
    setParams(
      (p) => {
        p.set('date', next);
        return p;
      },
      { replace: true },
    );
  };
  return [date, setDate];
}
