// The shared half of 'find my ID' and 'reset my password' (SPEC §4 FIND_ID / FIND_PWD): an address
// (phone or e-mail) -> 'get code' -> the 6-digit code with the 3-minute countdown -> verified.
// Server codes (USER_NOT_FOUND, SEND_LIMIT, EXPIRED_TIME, CERTIFICATION_NOT_CORRECT, ...) are shown
// on the field they belong to.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { VALIDATION_MESSAGES as M } from '@stay/shared';
import * as v from 'valibot';
import { requestErrorText } from '../errors';
import { FormField, SubmitButton } from '../form-field';
import { formatSeconds, useCountdown } from '../use-countdown';
import { useRecoveryTranslation } from './i18n';
import { sendRecoveryCode, verifyRecoveryCode, type RecoveryType, type SentRecoveryCode, type VerifiedRecoveryCode } from './requests';

export interface CodeFlowProps {
  type: RecoveryType;
  /** The address field: its label, hint, input kind and schema (a shared SPEC §5 field schema). */
  dest: { label: string; hint?: string; type: 'email' | 'tel'; autoComplete: string; schema: v.GenericSchema<string, string> };
  codeHint: string;
  sentText: (dest: string) => string;
  onVerified: (verified: VerifiedRecoveryCode, dest: string) => void;
}

type Step = { kind: 'dest' } | { kind: 'code'; dest: string; certIdx: number; expiresAt: number };

const codeStep = (dest: string, sent: SentRecoveryCode): Step => ({ kind: 'code', dest, certIdx: sent.certIdx, expiresAt: Date.now() + sent.expiresIn * 1000 });

const CodeSchema = v.object({
  code: v.pipe(v.string(M.required), v.trim(), v.nonEmpty(M.required), v.regex(/^\d{6}$/, 'recovery:code.format')),
});

export function CodeFlow({ type, dest, codeHint, sentText, onVerified }: CodeFlowProps) {
  const [step, setStep] = useState<Step>({ kind: 'dest' });
  const [round, setRound] = useState(0);
  return (
    <>
      <DestForm
        key={round}
        type={type}
        dest={dest}
        locked={step.kind === 'code'}
        onSent={(value, sent) => setStep(codeStep(value, sent))}
        onChange={() => {
          setStep({ kind: 'dest' });
          setRound((r) => r + 1);
        }}
      />
      {step.kind === 'code' && (
        <CodeForm
          key={step.certIdx}
          certIdx={step.certIdx}
          expiresAt={step.expiresAt}
          hint={codeHint}
          sent={sentText(step.dest)}
          onVerified={(verified) => onVerified(verified, step.dest)}
          onResend={async () => setStep(codeStep(step.dest, await sendRecoveryCode(type, step.dest)))}
        />
      )}
    </>
  );
}

function DestForm({ type, dest, locked, onSent, onChange }: Pick<CodeFlowProps, 'type' | 'dest'> & { locked: boolean; onSent: (dest: string, sent: SentRecoveryCode) => void; onChange: () => void }) {
  const { t } = useRecoveryTranslation();
  const { register, handleSubmit, setError, formState } = useForm<{ dest: string }>({
    resolver: valibotResolver(v.object({ dest: dest.schema })),
    mode: 'onTouched',
    defaultValues: { dest: '' },
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = async (values: { dest: string }) => {
    try {
      onSent(values.dest, await sendRecoveryCode(type, values.dest));
    } catch (error) {
      setError('dest', { type: 'server', message: requestErrorText(error) }, { shouldFocus: true });
    }
  };
  const action = locked ? (
    <button type="button" className="lg-button lg-button--inline lg-button--secondary" onClick={onChange}>
      {t('code.change')}
    </button>
  ) : (
    <button type="submit" className="lg-button lg-button--inline" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
      {isSubmitting ? t('code.sending') : t('code.send')}
    </button>
  );
  return (
    <form className="lg-form lg-form--tight" noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormField
        label={dest.label}
        hint={dest.hint}
        type={dest.type}
        inputMode={dest.type === 'tel' ? 'numeric' : 'email'}
        autoComplete={dest.autoComplete}
        readOnly={locked}
        registration={register('dest')}
        error={errors.dest}
        action={action}
      />
    </form>
  );
}

function CodeForm({ certIdx, expiresAt, hint, sent, onVerified, onResend }: { certIdx: number; expiresAt: number; hint: string; sent: string; onVerified: (v: VerifiedRecoveryCode) => void; onResend: () => Promise<void> }) {
  const { t } = useRecoveryTranslation();
  const seconds = useCountdown(expiresAt);
  const [resending, setResending] = useState(false);
  const { register, handleSubmit, setError, clearErrors, reset, formState } = useForm<{ code: string }>({
    resolver: valibotResolver(CodeSchema),
    mode: 'onSubmit',
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = async ({ code }: { code: string }) => {
    try {
      onVerified(await verifyRecoveryCode(certIdx, code));
    } catch (error) {
      setError('code', { type: 'server', message: requestErrorText(error) }, { shouldFocus: true });
    }
  };
  const resend = async () => {
    setResending(true);
    clearErrors();
    try {
      await onResend();
      reset({ code: '' });
    } catch (error) {
      setError('code', { type: 'server', message: requestErrorText(error) });
    } finally {
      setResending(false);
    }
  };
  return (
    <form className="lg-form lg-form--tight" noValidate onSubmit={handleSubmit(onSubmit)}>
      <p className="lg-note" role="status">
        {sent}
      </p>
      <p className={seconds === 0 ? 'lg-timer lg-timer--over' : 'lg-timer'}>
        {seconds > 0 ? t('code.remaining', { time: formatSeconds(seconds) }) : t('common:codes.EXPIRED_TIME')}
      </p>
      <FormField
        label={t('code.label')}
        hint={hint}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        registration={register('code')}
        error={errors.code}
        action={<SubmitButton busy={isSubmitting} label={t('code.verify')} busyLabel={t('code.verifying')} variant="inline" />}
      />
      <button type="button" className="lg-link-button" onClick={resend} disabled={resending} aria-busy={resending || undefined}>
        {resending ? t('code.sending') : t('code.resend')}
      </button>
    </form>
  );
}
