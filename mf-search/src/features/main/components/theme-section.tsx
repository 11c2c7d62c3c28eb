// Themes (GET /v1/theme-products) as tabs; the chosen theme's stays come from
// GET /v1/theme-products/content/{id}.
import { defaultSearchCondition, localizedHref, navigate, useNearViewport } from '@stay/shared';
import { useId, useMemo, useRef, useState } from 'react';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { paths } from '../../../config/paths';
import { useThemeContent } from '../api/get-theme-content';
import { useThemes } from '../api/get-themes';
import { useMainTranslation } from '../i18n';
import { MainSection } from './main-section';
import { ProductRow, ProductRowSkeleton } from './lazy-product-row';
import '../../../components/tabs/tabs.css';

export function ThemeSection() {
  const { t } = useMainTranslation();
  const sectionRef = useRef<HTMLElement>(null);
  const near = useNearViewport(sectionRef);
  const baseId = useId();
  const { state, retry } = useThemes(near);
  const themes = state.status === 'success' ? state.data : [];
  const [chosen, setChosen] = useState<number | string | null>(null);
  const selected = chosen ?? themes[0]?.idx ?? null;
  const content = useThemeContent(selected);
  const condition = useMemo(() => defaultSearchCondition(), []);
  if (state.status === 'success' && themes.length === 0) return null;
  const current = themes.find((theme) => theme.idx === selected);

  const skeleton = (
    <div className="sr-theme-tabs" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} width="96px" height="36px" />
      ))}
    </div>
  );

  return (
    <MainSection sectionRef={sectionRef} title={t('themes')} status={state.status} onRetry={retry} skeleton={skeleton}>
      <div className="sr-theme-tabs" role="tablist" aria-label={t('themesLabel')}>
        {themes.map((theme) => (
          <button
            key={theme.idx}
            type="button"
            role="tab"
            id={`${baseId}-${theme.idx}`}
            aria-selected={theme.idx === selected}
            aria-controls={`${baseId}-panel`}
            className={`sr-tab${theme.idx === selected ? ' sr-tab--on' : ''}`}
            onClick={() => setChosen(theme.idx)}
          >
            {theme.title}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={selected === null ? undefined : `${baseId}-${selected}`} aria-busy={content.state.status === 'loading'}>
        {current?.subTitle && <p className="sr-main-section__lead sr-theme__sub">{current.subTitle}</p>}
        {content.state.status === 'loading' && <ProductRowSkeleton />}
        {content.state.status === 'error' && (
          <div className="sr-main-section__error" role="alert">
            <p>{t('failed')}</p>
            <button type="button" className="sr-button sr-button--ghost" onClick={content.retry}>
              {t('retry')}
            </button>
          </div>
        )}
        {content.state.status === 'success' &&
          (content.state.data.products.length === 0 ? (
            <p className="sr-muted">{t('themeEmpty')}</p>
          ) : (
            <ProductRow products={content.state.data.products} linkFor={(p) => paths.product(p.productIdx, condition)} />
          ))}
        {selected !== null && content.state.status === 'success' && content.state.data.products.length > 0 && (
          <p className="sr-theme__all">
            <a
              href={localizedHref(paths.theme(selected))}
              onClick={(e) => {
                if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                e.preventDefault();
                navigate(paths.theme(selected));
              }}
            >
              {t('themeAll')}
            </a>
          </p>
        )}
      </div>
    </MainSection>
  );
}
