// /login/find-id and /login/find-password (SPEC §4 FIND_ID / FIND_PWD, §7 PUT /users/pwd): find the
// login id with a code sent to the member's phone; reset the password with a code sent to the
// member's e-mail, then log in with the new one. In the demo the codes are read from the outbox.
import { EMAIL, PASSWORD, PHONE, setPageMeta, VALIDATION_MESSAGES as M } from '@stay/shared';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { ShellLink } from '../../layout/shell-link';
import { requestErrorText } from '../errors';
import { FormError, FormField, SubmitButton } from '../form-field';
import { CodeFlow } from './code-flow';
import { useRecoveryTranslation } from './i18n';
import { resetPassword } from './requests';
import '../login.css';
import '../form.css';

function RecoveryCard({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  const { t, i18n } = useRecoveryTranslation();
  useEffect(() => {
    queueMicrotask(() => setPageMeta({ title, noindex: true }));
  }, [title, i18n.language]);
  return (
    <div className="lg-page">
      <div className="lg-card">
        <header className="lg-head">
          <h1 className="lg-title">{title}</h1>
          <p className="lg-lead">{lead}</p>
        </header>
        {children}
        <p className="lg-recovery__back">
          <ShellLink to="/login">{t('backToLogin')}</ShellLink>
        </p>
      </div>
    </div>
  );
}

export function FindIdPage() {
  const { t } = useRecoveryTranslation();
  const [found, setFound] = useState<string | null | undefined>(undefined);
  return (
    <RecoveryCard title={t('findId.title')} lead={t('findId.lead')}>
      {found === undefined ? (
        <CodeFlow
          type="FIND_ID"
          dest={{ label: t('findId.phone'), hint: t('findId.phoneHint'), type: 'tel', autoComplete: 'tel-national', schema: PHONE }}
          codeHint={t('findId.codeHint')}
          sentText={(dest) => t('findId.codeSentTo', { dest })}
          onVerified={(verified) => setFound(verified.id ?? null)}
        />
      ) : found ? (
        <div className="lg-recovery__result" role="status">
          <p className="lg-note lg-note--ok">{t('findId.found', { id: found })}</p>
          <ShellLink to="/login" className="lg-button">{t('findId.login')}</ShellLink>
          <ShellLink to="/login/find-password" className="lg-link-button">{t('links.resetPassword')}</ShellLink>
        </div>
      ) : (
        <p className="lg-form-error" role="alert">{t('findId.notFound')}</p>
      )}
    </RecoveryCard>
  );
}

const NewPasswordSchema = v.pipe(
  v.object({ password: PASSWORD, passwordConfirm: v.pipe(v.string(M.required), v.nonEmpty(M.required)) }),
  v.forward(v.partialCheck([['password'], ['passwordConfirm']], (input) => input.password === input.passwordConfirm, M.mismatch), ['passwordConfirm']),
);
type NewPassword = v.InferOutput<typeof NewPasswordSchema>;

export function FindPasswordPage() {
  const { t } = useRecoveryTranslation();
  const [verified, setVerified] = useState<{ certIdx: number; email: string } | null>(null);
  const [done, setDone] = useState(false);
  return (
    <RecoveryCard title={t('resetPassword.title')} lead={t('resetPassword.lead')}>
      {done ? (
        <div className="lg-recovery__result" role="status">
          <p className="lg-note lg-note--ok">{t('resetPassword.done')}</p>
          <ShellLink to="/login" className="lg-button">{t('resetPassword.login')}</ShellLink>
        </div>
      ) : verified ? (
        <NewPasswordForm certIdx={verified.certIdx} email={verified.email} onDone={() => setDone(true)} />
      ) : (
        <CodeFlow
          type="FIND_PWD"
          dest={{ label: t('resetPassword.email'), type: 'email', autoComplete: 'username', schema: EMAIL }}
          codeHint={t('resetPassword.codeHint')}
          sentText={(dest) => t('resetPassword.codeSentTo', { dest })}
          onVerified={(result, email) => setVerified({ certIdx: result.certIdx, email })}
        />
      )}
    </RecoveryCard>
  );
}

function NewPasswordForm({ certIdx, email, onDone }: { certIdx: number; email: string; onDone: () => void }) {
  const { t } = useRecoveryTranslation();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<NewPassword>({
    resolver: valibotResolver(NewPasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '', passwordConfirm: '' },
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = async (values: NewPassword) => {
    setServerError(null);
    try {
      await resetPassword(certIdx, email, values.password);
      onDone();
    } catch (error) {
      setServerError(requestErrorText(error));
    }
  };
  return (
    <form className="lg-form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <p className="lg-note lg-note--ok" role="status">{t('resetPassword.verified')}</p>
      {/* The id travels with the new password so a password manager stores the pair. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormField label={t('resetPassword.password')} type="password" autoComplete="new-password" hint={t('login:hints.password')} keepHint registration={register('password')} error={errors.password} />
      <FormField label={t('resetPassword.passwordConfirm')} type="password" autoComplete="new-password" registration={register('passwordConfirm')} error={errors.passwordConfirm} />
      <FormError message={serverError} />
      <SubmitButton busy={isSubmitting} label={t('resetPassword.submit')} busyLabel={t('resetPassword.submitting')} />
    </form>
  );
}
