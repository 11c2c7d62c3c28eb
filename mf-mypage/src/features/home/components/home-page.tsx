// /mypage, the member home: greeting, the SPEC §2 grade card, counts of upcoming
// bookings, usable coupons, awesome cash (and welfare points for corporate members), and
// shortcuts to every my-page screen. A visitor is sent to log in and comes back.
import { maskEmail, setPageMeta, useSession, formatKrw, formatNumber } from '@stay/shared';
import { useEffect } from 'react';
import { AppLink } from '@stay/shared/kit/app-link';
import { PageStates } from '@stay/shared/kit/page-states';
import { stateLook } from '../../../components/state-look';
import { paths } from '../../../config/paths';
import { useLocale } from '@stay/shared/kit/use-locale';
import { useLoad } from '@stay/shared/kit/use-load';
import { getSummary, type Summary } from '../api/get-summary';
import { useHomeTranslation } from '../i18n';
import { GradeCard } from './grade-card';
import '../../../components/mypage.css';

function Stat({ to, label, value, testId }: { to: string; label: string; value: string; testId: string }) {
  return (
    // A list of links, not a dl: a link may not hold dt/dd, and the whole card is the way in.
    <li>
      <AppLink className="mp-stat" to={to} data-testid={testId}>
        <span className="mp-stat__label">{label}</span> <span className="mp-stat__value">{value}</span>
      </AppLink>
    </li>
  );
}

function Home({ summary }: { summary: Summary }) {
  const { t } = useHomeTranslation();
  const locale = useLocale();
  const user = useSession((s) => s.user);
  const name = user?.name?.trim() || t('defaultName');
  return (
    <div className="mp-page" data-testid="mypage-home">
      <h1 className="mp-title">{t('title')}</h1>
      <div className="mp-home">
        <div>
          <p className="mp-sub">{t('greeting', { name })}</p>
          {user?.email && <p className="mp-note">{maskEmail(user.email)}</p>}
          {user && (
            <div style={{ marginTop: 12 }}>
              <GradeCard user={user} />
            </div>
          )}
        </div>
        <div className="mp-home__main">
          <section aria-labelledby="mp-h-stats">
            <h2 className="mp-sub" id="mp-h-stats">{t('stats.label')}</h2>
            <ul className="mp-stats">
              <Stat to={paths.books()} testId="stat-upcoming" label={t('stats.upcoming')} value={t('stats.count', { count: summary.upcoming, formatted: formatNumber(summary.upcoming, locale) })} />
              <Stat to={paths.coupon} testId="stat-coupons" label={t('stats.coupons')} value={t('stats.couponCount', { count: summary.usableCoupons })} />
              <Stat to={paths.cash} testId="stat-cash" label={t('stats.cash')} value={formatKrw(summary.point, locale)} />
              {(user?.type === 'C' || summary.userPoint > 0) && <Stat to={paths.welfare} testId="stat-welfare" label={t('stats.welfare')} value={formatKrw(summary.userPoint, locale)} />}
            </ul>
          </section>
          <nav aria-labelledby="mp-h-short">
            <h2 className="mp-sub" id="mp-h-short">{t('shortcuts.label')}</h2>
            <ul className="mp-shortcuts">
              <li><AppLink to={paths.books()}>{t('shortcuts.books')}</AppLink></li>
              <li><AppLink to={paths.wishes}>{t('shortcuts.wishes')}</AppLink></li>
              <li><AppLink to={paths.coupon}>{t('shortcuts.coupon')}</AppLink></li>
              <li><AppLink to={paths.alarms}>{t('shortcuts.alarms')}</AppLink></li>
              <li><AppLink to={paths.cash}>{t('shortcuts.cash')}</AppLink></li>
              <li><AppLink to={paths.user}>{t('shortcuts.user')}</AppLink></li>
              <li><AppLink to="/inquiries">{t('shortcuts.inquiries')}</AppLink></li>
            </ul>
          </nav>
        </div>
      </div>
    </div>
  );
}

export function HomePage() {
  const { t } = useHomeTranslation();
  const { state, reload } = useLoad((signal) => getSummary(signal), []);
  const title = t('title');
  useEffect(() => setPageMeta({ title, noindex: true }), [title]);
  return (
    <PageStates state={state} reload={reload} look={stateLook} texts={{ title, loading: t('loading'), failed: t('failed'), retry: t('retry') }}>
      {(summary) => <Home summary={summary} />}
    </PageStates>
  );
}
