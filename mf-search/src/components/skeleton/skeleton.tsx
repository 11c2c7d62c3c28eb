// Grey placeholder blocks shown while data loads. Purely visual: the loading state is announced
// by the region that holds them (aria-busy plus a status text).
import './skeleton.css';

export function Skeleton({ width, height, ratio, className }: { width?: string; height?: string; ratio?: string; className?: string }) {
  return (
    <span
      className={['st-shimmer', 'sr-skeleton', className].filter(Boolean).join(' ')}
      style={{ width, height, aspectRatio: ratio }}
      aria-hidden="true"
    />
  );
}
