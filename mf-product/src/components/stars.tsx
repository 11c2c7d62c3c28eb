// Star grade (0-5) as text for screen readers and glyphs for the eye.
export function Stars({ count, label }: { count: number; label: string }) {
  if (count <= 0) return <span className="pd-stars pd-stars--none">{label}</span>;
  return (
    <span className="pd-stars" role="img" aria-label={label}>
      {'★'.repeat(Math.min(5, count))}
    </span>
  );
}
