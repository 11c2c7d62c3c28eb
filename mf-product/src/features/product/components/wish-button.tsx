// The wish toggle (SPEC §7 POST /v1/wishs/products/{idx}). A visitor is sent to /login with this
// page remembered as the return path (SPEC §2, §6).
import { alert, currentAppPath, navigate, rememberReturnUrl, track, useSession } from '@stay/shared';
import { useState } from 'react';
import { paths } from '../../../config/paths';
import { toggleWish } from '../api/toggle-wish';
import { useDetailTranslation } from '../i18n';

export function WishButton({ productIdx, productName = '', wished, onChange }: { productIdx: number; productName?: string; wished: boolean; onChange: (wished: boolean) => void }) {
  const { t } = useDetailTranslation();
  const loggedIn = useSession((s) => s.isLoggedIn);
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    if (!loggedIn) {
      rememberReturnUrl(currentAppPath());
      await alert(t('wish.login'));
      navigate(paths.login);
      return;
    }
    setBusy(true);
    try {
      const now = await toggleWish(productIdx);
      onChange(now);
      track({ name: 'wish', params: { wished: now, items: [{ item_id: String(productIdx), item_name: productName.slice(0, 200) || '-', item_category: 'stay' }] } });
    } catch {
      // apiRequest already alerted (or sent an expired session to login).
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" className={`pd-wish${wished ? ' pd-wish--on' : ''}`} aria-pressed={wished} disabled={busy} onClick={onClick}>
      <span aria-hidden="true">{wished ? '♥' : '♡'}</span>
      <span className="pd-wish__label">{wished ? t('wish.remove') : t('wish.add')}</span>
    </button>
  );
}
