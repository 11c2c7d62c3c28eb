// The footer (SPEC §2 "Footer", §1): customer-centre hours (no phone number is printed), inquiry
// and FAQ, company info collapsible on mobile, policy and business-info links, official channels,
// and the statement that the company is only an intermediary.
import { BREAKPOINT_TABLET, CUSTOMER_CENTRE_HOURS as HOURS, useMediaQuery } from '@stay/shared';
import { useId, useState } from 'react';
import { useShellTranslation } from '../i18n';
import { Icon } from './icons';
import { ShellLink } from './shell-link';
import './footer.css';

// DEMO VALUES: AwesomeStay Inc. is a fictional company; the registration number and the external
// URLs below are placeholders to be replaced with the real ones before launch.
const BUSINESS_NUMBER = '123-45-67890';
const EXTERNAL = {
  bizInfo: 'https://example.com/business-info?bizNo=1234567890',
  messenger: 'https://example.com/messenger-channel/awesomestay',
  portal: 'https://example.com/portal-blog/awesomestay',
} as const;

function ExternalLink({ href, label }: { href: string; label: string }) {
  const { t } = useShellTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="sh-visually-hidden"> ({t('footer.newWindow')})</span>
    </a>
  );
}

function CompanyInfo() {
  const { t } = useShellTranslation();
  const bodyId = useId();
  // Collapsible only on mobile; from the tablet breakpoint up it is always open (SPEC §2).
  const wide = useMediaQuery(`(min-width: ${BREAKPOINT_TABLET}px)`);
  const [open, setOpen] = useState(false);
  const shown = wide || open;
  return (
    <section className="sh-footer__company">
      {wide ? (
        <h2 className="sh-footer__company-heading">{t('footer.companyToggle')}</h2>
      ) : (
        <h2 className="sh-footer__company-heading">
          <button
            type="button"
            className="sh-footer__company-toggle"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen((v) => !v)}
          >
            {t('footer.companyToggle')}
            <Icon name="chevronDown" size={16} />
          </button>
        </h2>
      )}
      <dl id={bodyId} className="sh-footer__company-body" hidden={!shown}>
        <div>
          <dt>{t('footer.companyLabel')}</dt>
          <dd>{t('footer.companyName')}</dd>
        </div>
        <div>
          <dt>{t('footer.ceoLabel')}</dt>
          <dd>{t('footer.ceoName')}</dd>
        </div>
        <div>
          <dt>{t('footer.bizNoLabel')}</dt>
          <dd>{BUSINESS_NUMBER}</dd>
        </div>
        <div>
          <dt>{t('footer.addressLabel')}</dt>
          <dd>{t('footer.address')}</dd>
        </div>
      </dl>
    </section>
  );
}

/** `widget`: a parcel slot shown above the customer centre (the latest notice from mf_support). */
export function Footer({ widget }: { widget?: React.ReactNode } = {}) {
  const { t } = useShellTranslation();
  const csTitleId = useId();
  return (
    <footer className="sh-footer">
      <div className="sh-footer__inner">
        {widget && <div className="sh-footer__widget">{widget}</div>}
        <section className="sh-footer__cs" aria-labelledby={csTitleId}>
          <h2 id={csTitleId} className="sh-footer__cs-title">
            {t('footer.csTitle')}
          </h2>
          <ul className="sh-footer__hours">
            <li>{t('footer.csHours', { open: HOURS.open, close: HOURS.close })}</li>
            <li>{t('footer.csLunch', { start: HOURS.lunchStart, end: HOURS.lunchEnd })}</li>
            <li>{t('footer.csClosed')}</li>
          </ul>
          <div className="sh-footer__cs-actions">
            <ShellLink to="/inquiries" className="sh-footer__button">
              {t('footer.inquiry')}
            </ShellLink>
            <ShellLink to="/faq" className="sh-footer__button">
              {t('footer.faq')}
            </ShellLink>
          </div>
        </section>

        <nav className="sh-footer__policies" aria-label={t('footer.policies')}>
          <ul>
            <li>
              <ShellLink to="/policy/terms">{t('footer.terms')}</ShellLink>
            </li>
            <li>
              <ShellLink to="/policy/privacy" className="sh-footer__strong">
                {t('footer.privacy')}
              </ShellLink>
            </li>
            <li>
              <ShellLink to="/policy/ir">{t('footer.ir')}</ShellLink>
            </li>
            <li>
              <ExternalLink href={EXTERNAL.bizInfo} label={t('footer.bizInfo')} />
            </li>
          </ul>
        </nav>

        <CompanyInfo />

        <nav className="sh-footer__channels" aria-label={t('footer.channels')}>
          <ul>
            <li>
              <ExternalLink href={EXTERNAL.messenger} label={t('footer.messenger')} />
            </li>
            <li>
              <ExternalLink href={EXTERNAL.portal} label={t('footer.portal')} />
            </li>
          </ul>
        </nav>

        <p className="sh-footer__intermediary">{t('footer.intermediary')}</p>
        <p className="sh-footer__copyright">{t('footer.copyright')}</p>
      </div>
    </footer>
  );
}
