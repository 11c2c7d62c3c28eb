// /membership/benefit-mall/register (SPEC §9 "corporate code 4 to 20 characters"): check
// the company code, then department and name; the member becomes a corporate member (type C).
import { navigate, sessionStore, setPageMeta, translate, useSession } from '@stay/shared';
import { useEffect, useId, useState } from 'react';
import * as v from 'valibot';
import { paths } from '../../../config/paths';
import { useLocale } from '@stay/shared/kit/use-locale';
import { LoginNeeded } from '../../../components/login-needed';
import { errorMessage } from '@stay/shared/kit/errors';
import { checkCorpCode, CorpForm, registerBenefitUser, type CorpFormValues } from '../api/register-benefit-user';
import '../../../components/membership.css';
import { useBenefitMallTranslation } from '../i18n';

type Errors = Partial<Record<keyof CorpFormValues, string>>;

export function CorpRegisterPage() {
  const { t } = useBenefitMallTranslation();
  const locale = useLocale();
  const loggedIn = useSession((s) => s.isLoggedIn);
  const user = useSession((s) => s.user);
  const id = useId();
  const [values, setValues] = useState<CorpFormValues>({ corpCode: '', deptName: '', userName: user?.name ?? '' });
  const [errors, setErrors] = useState<Errors>({});
  const [company, setCompany] = useState<{ code: string; name: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  useEffect(() => setPageMeta({ title: t('corpRegister.title'), noindex: true }), [t]);

  if (!loggedIn) {
    return (
      <div className="mb-page">
        <h1 className="mb-title">{t('corpRegister.title')}</h1>
        <LoginNeeded returnTo={paths.corpRegister} />
      </div>
    );
  }
  if (done || user?.type === 'C') {
    return (
      <div className="mb-page" data-testid="corp-done">
        <h1 className="mb-title">{t('corpRegister.title')}</h1>
        <p className="mb-note" role="status">{t('corp.registered', { name: done ?? user?.corpName ?? '' })}</p>
      </div>
    );
  }

  const set = (key: keyof CorpFormValues) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = key === 'corpCode' ? e.target.value.toUpperCase() : e.target.value;
    setValues((s) => ({ ...s, [key]: value }));
    if (key === 'corpCode') setCompany(null);
  };
  const fieldError = (key: keyof CorpFormValues): string | undefined => {
    const schema = CorpForm.entries[key];
    const parsed = v.safeParse(schema, values[key]);
    return parsed.success ? undefined : translate(parsed.issues[0].message);
  };
  const check = async () => {
    const err = fieldError('corpCode');
    setErrors((s) => ({ ...s, corpCode: err }));
    if (err) return;
    setBusy(true);
    setProblem(null);
    try {
      const found = await checkCorpCode(values.corpCode);
      setCompany({ code: found.corpCode, name: locale !== 'ko' && found.corpNameEn ? found.corpNameEn : found.corpName });
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const all: Errors = { corpCode: fieldError('corpCode'), deptName: fieldError('deptName'), userName: fieldError('userName') };
    setErrors(all);
    if (Object.values(all).some(Boolean) || !company) return;
    setBusy(true);
    setProblem(null);
    try {
      const registered = await registerBenefitUser(v.parse(CorpForm, values));
      sessionStore.getState().patchUser({ type: 'C', corpName: registered.corpName });
      setDone(registered.corpName);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const input = (key: keyof CorpFormValues, label: string, extra: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <div className="mb-field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        value={values[key]}
        onChange={set(key)}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-err` : undefined}
        {...extra}
      />
      {errors[key] && <p id={`${id}-${key}-err`} className="mb-field__error">{errors[key]}</p>}
    </div>
  );

  return (
    <div className="mb-page">
      <h1 className="mb-title">{t('corpRegister.title')}</h1>
      <p className="mb-lead">{t('corpRegister.lead')}</p>
      {problem && <p className="mb-alert" role="alert">{problem}</p>}
      <form onSubmit={(e) => void submit(e)} noValidate className="mb-form">
        <div className="mb-code">
          {input('corpCode', t('corp.code'), { autoComplete: 'off', maxLength: 20, inputMode: 'text' })}
          <button type="button" className="mb-button mb-button--ghost" disabled={busy} onClick={() => void check()}>{t('corp.check')}</button>
        </div>
        {company && <p className="mb-note" role="status" data-testid="corp-company">{t('corp.found', { name: company.name })}</p>}
        {input('deptName', t('corp.dept'), { maxLength: 50, autoComplete: 'organization-title' })}
        {input('userName', t('corp.name'), { autoComplete: 'name' })}
        <p className="mb-muted">{t('corp.note')}</p>
        <button type="submit" className="mb-button mb-button--wide" disabled={busy || !company}>{busy ? t('membership:common.working') : t('corp.submit')}</button>
        <button type="button" className="mb-link" onClick={() => navigate(paths.subscribe)}>{t('corp.awesomeInstead')}</button>
      </form>
    </div>
  );
}
