// Main banners (GET /v1/mains): a swipeable row with previous/next buttons. Nothing is shown when
// there are none or loading failed (SPEC §8: the page shows without them); while loading, a box
// of the same size keeps the layout still.
import { LazyImage, localizedHref, navigate } from '@stay/shared';
import { useRef, useState, type MouseEvent } from 'react';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { useMainBanners, type MainBanner } from '../api/get-main-banners';
import { useMainTranslation } from '../i18n';

const isExternal = (url: string) => /^[a-z][a-z\d+.-]*:|^\/\//i.test(url);

function BannerLink({ banner, index, total }: { banner: MainBanner; index: number; total: number }) {
  const { t } = useMainTranslation();
  const external = isExternal(banner.linkUrl);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (external || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(banner.linkUrl);
  };
  const body = (
    <>
      <LazyImage src={banner.imgUrl} alt="" ratio="16 / 9" priority={index === 0} className="sr-banner__img" />
      <span className="sr-banner__text">
        <span className="sr-banner__title">{banner.title}</span>
        {banner.subTitle && <span className="sr-banner__sub">{banner.subTitle}</span>}
      </span>
      <span className="sr-visually-hidden">{t('bannerOf', { n: index + 1, total })}</span>
    </>
  );
  if (!banner.linkUrl) return <div className="sr-banner">{body}</div>;
  return (
    <a
      className="sr-banner"
      href={external ? banner.linkUrl : localizedHref(banner.linkUrl)}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      onClick={onClick}
    >
      {body}
    </a>
  );
}

export function MainBanners() {
  const { t } = useMainTranslation();
  const { state } = useMainBanners();
  const track = useRef<HTMLUListElement>(null);
  const [at, setAt] = useState(0);

  if (state.status === 'loading') {
    return (
      <div className="sr-banners" aria-busy="true">
        <Skeleton ratio="16 / 9" height="auto" className="sr-banners__skeleton" />
      </div>
    );
  }
  const banners = state.status === 'success' ? state.data : [];
  if (banners.length === 0) return null;

  const go = (step: number) => {
    const el = track.current;
    if (!el) return;
    const next = Math.max(0, Math.min(banners.length - 1, at + step));
    setAt(next);
    const item = el.children[next] as HTMLElement | undefined;
    el.scrollTo?.({ left: item?.offsetLeft ?? 0, behavior: 'smooth' });
  };

  return (
    <section className="sr-banners" aria-label={t('banners')} aria-roledescription="carousel">
      <ul
        ref={track}
        className="sr-banners__track"
        onScroll={(e) => {
          const el = e.currentTarget;
          const width = el.firstElementChild instanceof HTMLElement ? el.firstElementChild.offsetWidth : el.clientWidth;
          if (width > 0) setAt(Math.round(el.scrollLeft / width));
        }}
      >
        {banners.map((banner, i) => (
          <li key={`${banner.idx}-${i}`} className="sr-banners__item" aria-roledescription="slide">
            <BannerLink banner={banner} index={i} total={banners.length} />
          </li>
        ))}
      </ul>
      {banners.length > 1 && (
        <div className="sr-banners__nav">
          <button type="button" className="sr-banners__arrow" aria-label={t('previous')} disabled={at === 0} onClick={() => go(-1)}>
            ‹
          </button>
          <span className="sr-banners__count" aria-hidden="true">
            {at + 1} / {banners.length}
          </span>
          <button type="button" className="sr-banners__arrow" aria-label={t('next')} disabled={at >= banners.length - 1} onClick={() => go(1)}>
            ›
          </button>
        </div>
      )}
    </section>
  );
}
