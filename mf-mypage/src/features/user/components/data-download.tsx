// Download my data (GET /users/export): everything we hold about the member, saved as a JSON file.
import { useId, useState } from 'react';
import { errorMessage } from '@stay/shared/kit/errors';
import { exportMyData } from '../api/user';
import { useAccountTranslation } from '../i18n';

export function DataDownload() {
  const { t } = useAccountTranslation();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');
  const id = useId();

  const download = async () => {
    setBusy(true);
    setError('');
    try {
      const data = await exportMyData();
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `awesomestay-my-data-${new Date().toISOString().slice(0, 10)}.json`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setNotice(t('data.done'));
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="mp-card" aria-labelledby={`${id}-title`}>
      <h2 className="mp-sub" id={`${id}-title`}>{t('data.title')}</h2>
      <p className="mp-note">{t('data.lead')}</p>
      {error && <p className="mp-alert" role="alert">{error}</p>}
      <p role="status" className="mp-ok" hidden={!notice}>{notice}</p>
      <div className="mp-actions">
        <button type="button" className="mp-button mp-button--ghost" onClick={() => void download()} disabled={busy} aria-busy={busy}>{t('data.button')}</button>
      </div>
    </section>
  );
}
