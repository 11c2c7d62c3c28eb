// SPEC §3: each plan has an icon (a medal in the plan's colour; decorative, the name is text).
export function PlanIcon({ plan }: { plan: 'SILVER' | 'GOLD' }) {
  const fill = plan === 'GOLD' ? '#d4a017' : '#9ca3af';
  return (
    <svg className="mb-plan__icon" width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <path d="M12 2h6l2 10-5 3zM28 2h-6l-2 10 5 3z" fill="#2563eb" />
      <circle cx="20" cy="25" r="12" fill={fill} />
      <circle cx="20" cy="25" r="8" fill="none" stroke="#fff" strokeWidth="2" />
    </svg>
  );
}
