// The photos (SPEC §3 img, up to 100): the first large with a counter and previous / next; the
// rest as lazy thumbnails that select the large one. Fixed aspect ratios: nothing shifts.
import { LazyImage } from '@stay/shared';
import { useState } from 'react';
import { useDetailTranslation } from '../i18n';

export function Gallery({ images, name }: { images: { imgLink: string }[]; name: string }) {
  const { t } = useDetailTranslation();
  const [current, setCurrent] = useState(0);
  const total = images.length;
  const go = (delta: number) => setCurrent((i) => (i + delta + total) % total);
  const shown = images[current];
  return (
    <section className="pd-gallery" data-top-bar-hero="" aria-label={t('gallery.label')} aria-roledescription="carousel">
      <div className="pd-gallery__main">
        {shown && <LazyImage key={shown.imgLink} src={shown.imgLink} alt={t('gallery.photo', { n: current + 1, total }) + ` - ${name}`} ratio="16 / 10" priority={current === 0} eager />}
        {total > 1 && (
          <>
            <button type="button" className="pd-gallery__nav pd-gallery__nav--prev" onClick={() => go(-1)} aria-label={t('gallery.prev')}>
              ‹
            </button>
            <button type="button" className="pd-gallery__nav pd-gallery__nav--next" onClick={() => go(1)} aria-label={t('gallery.next')}>
              ›
            </button>
          </>
        )}
        <p className="pd-gallery__count" aria-live="polite">
          {t('gallery.count', { current: current + 1, total })}
        </p>
      </div>
      {total > 1 && (
        <ul className="pd-gallery__thumbs">
          {images.slice(0, 100).map((img, i) => (
            <li key={`${img.imgLink}-${i}`}>
              <button type="button" className="pd-gallery__thumb" aria-current={i === current} aria-label={t('gallery.photo', { n: i + 1, total })} onClick={() => setCurrent(i)}>
                <LazyImage src={img.imgLink} alt="" ratio="4 / 3" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
