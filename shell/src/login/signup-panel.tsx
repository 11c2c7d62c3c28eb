// E-mail sign-up with verification (SPEC §4, §7): send the code -> the user reads it (in
// development from GET /api/dev/outbox) -> verify -> details -> create the account. A small
// state machine, derived from what the server has confirmed so far (STYLE "State of a flow").
import { useId, useState } from 'react';
import { useLoginTranslation } from './i18n';
import { sendSignupCode, type SentCode } from './requests/send-code';
import { SignupCodeForm } from './signup-code-form';
import { SignupEmailForm } from './signup-email-form';
import { SignupProfileForm } from './signup-profile-form';

type SignupStep =
  | { kind: 'email' }
  | { kind: 'code'; email: string; certIdx: number; expiresAt: number }
  | { kind: 'verified'; email: string; certIdx: number };

const codeStep = (email: string, sent: SentCode): SignupStep => ({
  kind: 'code',
  email,
  certIdx: sent.certIdx,
  expiresAt: Date.now() + sent.expiresIn * 1000,
});

export function SignupPanel() {
  const { t } = useLoginTranslation();
  const [step, setStep] = useState<SignupStep>({ kind: 'email' });
  // A new form instance per address, so 'change e-mail' starts clean.
  const [round, setRound] = useState(0);
  const emailTitle = useId();
  const profileTitle = useId();
  const sentTo = step.kind === 'email' ? null : step.email;

  return (
    <div className="lg-signup">
      <section className="lg-step" aria-labelledby={emailTitle}>
        <h2 id={emailTitle} className="lg-step__title">
          {t('signup.stepEmail')}
        </h2>
        <SignupEmailForm
          key={round}
          sentTo={sentTo}
          onSent={(email, sent) => setStep(codeStep(email, sent))}
          onChange={() => {
            setStep({ kind: 'email' });
            setRound((r) => r + 1);
          }}
        />
        {step.kind === 'code' && (
          <SignupCodeForm
            key={step.certIdx}
            email={step.email}
            certIdx={step.certIdx}
            expiresAt={step.expiresAt}
            onVerified={() => setStep({ kind: 'verified', email: step.email, certIdx: step.certIdx })}
            onResend={async () => setStep(codeStep(step.email, await sendSignupCode(step.email)))}
          />
        )}
        {step.kind === 'verified' && (
          <p className="lg-note lg-note--ok" role="status">
            {t('signup.verified', { email: step.email })}
          </p>
        )}
      </section>
      {step.kind === 'verified' && (
        <section className="lg-step" aria-labelledby={profileTitle}>
          <h2 id={profileTitle} className="lg-step__title">
            {t('signup.stepProfile')}
          </h2>
          <SignupProfileForm email={step.email} certIdx={step.certIdx} />
        </section>
      )}
    </div>
  );
}
