// The guest part of the booking form (SPEC §5): domestic or international, as the quote says.
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../components/text-field';
import { useBookingTranslation, validationText } from '../i18n';
import type { GuestValues } from '../lib/guest-schema';

export function GuestFields({ international, register, errors }: { international: boolean; register: UseFormRegister<GuestValues>; errors: FieldErrors<GuestValues> }) {
  const { t } = useBookingTranslation();
  const err = (name: keyof GuestValues) => {
    const message = errors[name]?.message;
    return message ? validationText(t, message) : undefined;
  };
  return (
    <fieldset className="bk-card bk-guest">
      <legend className="bk-card__title">{t('guest.title')}</legend>
      {international ? (
        <>
          <p className="bk-note">{t('guest.intlHint')}</p>
          <div className="bk-row">
            <TextField label={t('guest.firstName')} autoComplete="given-name" registration={register('firstName')} error={err('firstName')} />
            <TextField label={t('guest.lastName')} autoComplete="family-name" registration={register('lastName')} error={err('lastName')} />
          </div>
          <div className="bk-row">
            <TextField className="bk-field--small" label={t('guest.countryCode')} inputMode="numeric" hint={t('guest.countryHint')} registration={register('countryCode')} error={err('countryCode')} />
            <TextField label={t('guest.telIntl')} type="tel" inputMode="tel" autoComplete="tel-national" registration={register('tel')} error={err('tel')} />
          </div>
        </>
      ) : (
        <>
          <TextField label={t('guest.name')} autoComplete="name" registration={register('name')} error={err('name')} />
          <TextField label={t('guest.tel')} type="tel" inputMode="tel" autoComplete="tel-national" registration={register('tel')} error={err('tel')} />
        </>
      )}
      <TextField label={t('guest.email')} type="email" inputMode="email" autoComplete="email" registration={register('email')} error={err('email')} />
    </fieldset>
  );
}
