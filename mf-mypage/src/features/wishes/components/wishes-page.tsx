// /mypage/wishes (SPEC §2, §3 Wish list): the member's saved stays; each opens its stay; removing
// one can be undone from the notice. Each shows today's price for the default search dates.
import { setPageMeta, useIsAwesomeMember, formatKrw } from '@stay/shared';
import { useEffect, useState } from 'react';
import { AppLink } from '@stay/shared/kit/app-link';
import { PageStates } from '@stay/shared/kit/page-states';
import { stateLook } from '../../../components/state-look';
import { paths } from '../../../config/paths';
import { formatDay } from '@stay/shared/kit/format';
import { useLocale } from '@stay/shared/kit/use-locale';
import { useStateTexts } from '../../../lib/i18n';
import { useWishesTranslation } from '../i18n';
import { useLoad } from '@stay/shared/kit/use-load';
import { getWishes, toggleWish, type Wish, type Wishes as WishesData } from '../api/wishes';
import '../../../components/mypage.css';

function Wishes({ initial }: { initial: WishesData }) {
  const { t } = useWishesTranslation();
  const locale = useLocale();
  const isAwesome = useIsAwesomeMember();
  const [wishes, setWishes] = useState(initial.wishs);
  const dates = initial.priceDates;
  const priceText = (w: Wish) => {
    if (!w.price) return t('noPrice');
    const amount = isAwesome ? w.price.awesomeAmount : w.price.displayAmount;
    return w.price.soldOut ? t('soldOut', { amount: formatKrw(amount, locale) }) : t('price', { amount: formatKrw(amount, locale) });
  };
  const [removed, setRemoved] = useState<{ wish: Wish; index: number } | null>(null);
  const [notice, setNotice] = useState('');

  const remove = async (wish: Wish, index: number) => {
    if (await toggleWish(wish.productIdx).catch(() => true)) return;
    setWishes((list) => list.filter((w) => w.productIdx !== wish.productIdx));
    setRemoved({ wish, index });
    setNotice(t('removed', { name: wish.productName }));
  };
  const undo = async () => {
    if (!removed) return;
    if (!(await toggleWish(removed.wish.productIdx).catch(() => false))) return;
    setWishes((list) => [...list.slice(0, removed.index), removed.wish, ...list.slice(removed.index)]);
    setNotice(t('restored', { name: removed.wish.productName }));
    setRemoved(null);
  };

  return (
    <div className="mp-page" data-testid="wishes-page">
      <h1 className="mp-title">{t('title')}</h1>
      {dates && <p className="mp-note">{t('dates', { from: formatDay(dates.checkInDate, locale), to: formatDay(dates.checkOutDate, locale) })}</p>}
      <div role="status" className="mp-note">
        {notice}
        {removed && (
          <>
            {' '}
            <button type="button" className="mp-button mp-button--ghost" onClick={() => void undo()}>{t('undo')}</button>
          </>
        )}
      </div>
      {wishes.length === 0 ? (
        <p className="mp-state">{t('empty')}</p>
      ) : (
        <ul className="mp-books">
          {wishes.map((w, i) => (
            <li key={w.productIdx} className="mp-book" data-testid="wish-row">
              <img className="mp-book__img" src={w.productImg} alt="" loading="lazy" width={128} height={96} />
              <div>
                <h2 className="mp-book__name">
                  <AppLink to={paths.product(w.productIdx)}>{w.productName}</AppLink>
                </h2>
                <p className="mp-book__meta">{[w.productType, w.city, w.star > 0 ? t('stars', { count: w.star }) : ''].filter(Boolean).join(' · ')}</p>
                <p className="mp-price" data-testid="wish-price">{priceText(w)}</p>
              </div>
              <div className="mp-actions">
                <button type="button" className="mp-button mp-button--ghost" aria-label={`${t('remove')}: ${w.productName}`} onClick={() => void remove(w, i)}>
                  {t('remove')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function WishesPage() {
  const { t } = useWishesTranslation();
  const { state, reload } = useLoad((signal) => getWishes(signal), []);
  const title = t('title');
  const stateTexts = useStateTexts(title);
  useEffect(() => setPageMeta({ title, noindex: true }), [title]);
  return (
    <PageStates state={state} reload={reload} look={stateLook} texts={stateTexts}>
      {(wishes) => <Wishes initial={wishes} />}
    </PageStates>
  );
}
