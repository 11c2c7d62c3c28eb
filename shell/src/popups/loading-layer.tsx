// The full-screen ('basic') and product loading layers (SPEC §2 "Common layout", §4 "Loading and
// popups": on or off, layer type default basic, text default 'loading'), switched on the bus.
import { type LoadingRequest, type LoadingType, useStayEvent } from '@stay/shared';
import { useState } from 'react';
import { useShellTranslation } from '../i18n';
import './loading-layer.css';

interface LoadingState {
  type: LoadingType;
  text?: string;
}

function ProductSkeleton() {
  // A page-shaped placeholder: gallery, title, rate-plan rows. Purely visual.
  return (
    <div className="sh-loading__skeleton" aria-hidden="true">
      <div className="sh-skeleton sh-skeleton--image" />
      <div className="sh-loading__skeleton-body">
        <div className="sh-skeleton sh-skeleton--title" />
        <div className="sh-skeleton sh-skeleton--line" />
        <div className="sh-skeleton sh-skeleton--line sh-skeleton--short" />
        {[0, 1, 2].map((i) => (
          <div key={i} className="sh-skeleton sh-skeleton--card" />
        ))}
      </div>
    </div>
  );
}

export function LoadingLayer() {
  const { t } = useShellTranslation();
  const [state, setState] = useState<LoadingState | null>(null);
  useStayEvent('ui:loading', (request: LoadingRequest) => {
    setState(request.on ? { type: request.type ?? 'basic', text: request.text } : null);
  });

  const text = state?.text ?? (state?.type === 'product' ? t('loading.product') : t('loading.basic'));
  return (
    <>
      {/* Always mounted, so screen readers announce the text when loading starts. */}
      <div className="sh-visually-hidden" role="status" aria-live="polite">
        {state ? text : ''}
      </div>
      {state && (
        <div
          className={`sh-loading sh-loading--${state.type}`}
          aria-busy="true"
          data-testid={`loading-${state.type}`}
        >
          {state.type === 'product' ? (
            <ProductSkeleton />
          ) : (
            <div className="sh-loading__box">
              <span className="sh-loading__spinner" aria-hidden="true" />
              <p className="sh-loading__text" aria-hidden="true">
                {text}
              </p>
            </div>
          )}
        </div>
      )}
    </>
  );
}
