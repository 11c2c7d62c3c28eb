// The one image component of every remote: the picture loads inside a box of fixed
// aspect ratio, so nothing shifts while it arrives, lazily unless it is above the fold; the page's
// largest image (the LCP candidate: the first banner, a stay's first photo) asks for it eagerly and
// at high fetch priority, and shows it as it arrives (no fade: a server-rendered first view paints it
// before any script runs). A broken or missing image leaves the neutral placeholder.
import { useEffect, useRef, useState } from 'react';
import './shimmer.css';
import './lazy-image.css';

export interface LazyImageProps {
  src: string;
  alt: string;
  /** width / height, e.g. '4 / 3'. */
  ratio?: string;
  className?: string;
  /** Above the fold: load at once. */
  eager?: boolean;
  /** The page's largest image: eager and fetched before other images. */
  priority?: boolean;
}

export function LazyImage({ src, alt, ratio = '4 / 3', className, eager = false, priority = false }: LazyImageProps) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>(src ? 'loading' : 'failed');
  const img = useRef<HTMLImageElement>(null);
  // A server-drawn image may have arrived before the page's scripts could hear it.
  useEffect(() => {
    const el = img.current;
    if (el?.complete && el.naturalWidth > 0) setState('loaded');
  }, []);
  return (
    <div className={['st-img', `st-img--${state}`, priority ? 'st-img--priority' : state === 'loading' && 'st-shimmer', className].filter(Boolean).join(' ')} style={{ aspectRatio: ratio }}>
      {src && state !== 'failed' && (
        <img
          ref={img}
          src={src}
          alt={alt}
          loading={eager || priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
        />
      )}
    </div>
  );
}
