// An image that loads lazily inside a box of fixed aspect ratio, so nothing shifts while images
// arrive. A broken or missing image leaves the neutral placeholder.
import { useState } from 'react';

export interface LazyImageProps {
  src: string;
  alt: string;
  /** width / height, e.g. '4 / 3'. */
  ratio?: string;
  className?: string;
  eager?: boolean;
}

export function LazyImage({ src, alt, ratio = '4 / 3', className, eager = false }: LazyImageProps) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>(src ? 'loading' : 'failed');
  return (
    <div className={['pd-img', `pd-img--${state}`, className].filter(Boolean).join(' ')} style={{ aspectRatio: ratio }}>
      {src && state !== 'failed' && (
        <img src={src} alt={alt} loading={eager ? 'eager' : 'lazy'} decoding="async" onLoad={() => setState('loaded')} onError={() => setState('failed')} />
      )}
    </div>
  );
}
