// /mypage/books/{orderNum}/cancel: the cancellation of the whole booking, or with ?scope=ROOM one
// room, with ?scope=NIGHTS&max=n the last nights (lib/scope.ts). Loads the server's preview for
// the scope the URL asks (a part's calls are keyed by the booking's id) and hands it to the flow.
import { setPageMeta } from '@stay/shared';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PageStates } from '@stay/shared/kit/page-states';
import { useLoad } from '@stay/shared/kit/use-load';
import { stateLook } from '../../../components/state-look';
import { getBookingId } from '../api/get-booking-id';
import { getPreview } from '../api/get-preview';
import { scopeOf, type CancelTarget } from '../lib/scope';
import { useCancelTranslation } from '../i18n';
import { CancelFlow } from './cancel-flow';
import '../../../components/mypage.css';

async function targetOf(orderNum: string, scope: CancelTarget['scope'], nights: number, signal: AbortSignal): Promise<CancelTarget> {
  if (scope === 'WHOLE') return { orderNum, scope };
  const id = await getBookingId(orderNum, signal);
  return scope === 'ROOM' ? { orderNum, scope, id } : { orderNum, scope, id, nights };
}

export function CancelPage({ orderNum }: { orderNum: string }) {
  const { t } = useCancelTranslation();
  const [params, setParams] = useSearchParams();
  const { scope, max, nights } = scopeOf(params);
  // The nights are chosen on the page (the flow asks for their preview itself and keeps the list
  // on screen); the URL follows the choice, so a link restores it, without loading the page again.
  const { state, reload } = useLoad(
    async (signal) => {
      const target = await targetOf(orderNum, scope, nights, signal);
      return { target, preview: await getPreview(target, signal) };
    },
    [orderNum, scope, max],
  );
  const title = t(`title.${scope}`);
  useEffect(() => setPageMeta({ title, noindex: true }), [title]);
  const keepNights = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('nights', String(n));
    setParams(next, { replace: true });
  };
  return (
    <PageStates state={state} reload={reload} look={stateLook} texts={{ title, loading: t('loading'), failed: t('failed'), retry: t('retry'), notFound: t('notFound') }}>
      {(data) => <CancelFlow key={`${scope}-${max}`} target={data.target} initial={data.preview} maxNights={max} onNights={keepNights} />}
    </PageStates>
  );
}
