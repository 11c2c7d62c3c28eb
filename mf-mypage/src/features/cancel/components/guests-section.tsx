// Who stays when a room is cancelled (api cancellation/rules/guests.ts): the party booked and the
// party after this cancellation, a plain warning when the rooms left do not sleep everyone (its id
// describes the confirm button), and the member's choice of who stays. The choice stays on screen
// (and keeps the focus) while the preview for it loads.
import type { Party, PartCancelGuests } from '@stay/shared/contracts/cancellation-preview';
import { COUNTED_CHILD_AGE, joinSummary } from '@stay/shared';
import { useLocale } from '@stay/shared/kit/use-locale';
import { AppLink } from '@stay/shared/kit/app-link';
import { useId } from 'react';
import { paths } from '../../../config/paths';
import { useCancelTranslation } from '../i18n';

/** Which of the booked children stay, by position (two children of one age stay apart). */
export interface Choice {
  adults: number;
  children: boolean[];
}

export const partyOf = (choice: Choice, booked: Party): Party => ({ adults: choice.adults, childAges: booked.childAges.filter((_, i) => choice.children[i]) });

/** The choice a party reads as: its adults, and as many of each booked age as it keeps. */
export function choiceOf(party: Party, booked: Party): Choice {
  const left = [...party.childAges];
  return {
    adults: party.adults,
    children: booked.childAges.map((age) => {
      const at = left.indexOf(age);
      if (at < 0) return false;
      left.splice(at, 1);
      return true;
    }),
  };
}

function usePartyText() {
  const { t } = useCancelTranslation();
  const locale = useLocale();
  return (p: Party, rooms: number) =>
    joinSummary([t('guests.adults', { count: p.adults }), p.childAges.length > 0 && t('guests.children', { count: p.childAges.length }), t('guests.rooms', { count: rooms })], locale, ' · ');
}

/** The warning to show (null when the party after fits). */
export function useGuestsWarning(guests: PartCancelGuests | null): string | null {
  const { t } = useCancelTranslation();
  if (!guests || guests.after) return null;
  const vars = { rooms: guests.rooms, sleeps: guests.sleeps, over: guests.over, count: guests.sleeps + guests.over };
  return guests.status === 'MUST_CHOOSE' ? t('guests.doesNotFit', vars) : t('guests.choiceDoesNotFit', vars);
}

/** The guests before and after, with the warning (`warningId`) when the party does not fit. */
export function GuestsSummary({ guests, bookedRooms, warningId }: { guests: PartCancelGuests; bookedRooms: number; warningId: string }) {
  const { t } = useCancelTranslation();
  const party = usePartyText();
  const warning = useGuestsWarning(guests);
  const id = useId();
  return (
    <section className="mp-card" aria-labelledby={`${id}-guests`}>
      <h2 className="mp-sub" id={`${id}-guests`}>{t('guests.title')}</h2>
      <dl className="mp-facts">
        <div>
          <dt>{t('guests.booked')}</dt>
          <dd data-testid="guests-before">{party(guests.before, bookedRooms)}</dd>
        </div>
        <div>
          <dt>{t('guests.after')}</dt>
          <dd data-testid="guests-after">{guests.after ? party(guests.after, guests.rooms) : t('guests.none')}</dd>
        </div>
      </dl>
      {warning && (
        <p className="mp-warn" id={warningId} data-testid="guests-warning">
          {warning}
        </p>
      )}
    </section>
  );
}

/** Who stays in the rooms left: the adults (0..booked) and each booked child, infants marked as not counted. */
export function GuestsChoice({ booked, value, onChange, disabled, orderNum }: { booked: Party; value: Choice; onChange: (c: Choice) => void; disabled: boolean; orderNum: string }) {
  const { t } = useCancelTranslation();
  const id = useId();
  return (
    <fieldset className="mp-card mp-guests" disabled={disabled}>
      <legend className="mp-sub">{t('guests.chooseTitle')}</legend>
      <div className="mp-field">
        <label htmlFor={`${id}-adults`}>{t('guests.adultsLabel')}</label>
        <select id={`${id}-adults`} value={value.adults} onChange={(e) => onChange({ ...value, adults: Number(e.target.value) })}>
          {Array.from({ length: booked.adults + 1 }, (_, n) => n).map((n) => (
            <option key={n} value={n}>
              {t('guests.adults', { count: n })}
            </option>
          ))}
        </select>
      </div>
      {booked.childAges.map((age, i) => (
        <div className="mp-check" key={i}>
          <input
            id={`${id}-child-${i}`}
            type="checkbox"
            checked={value.children[i] ?? false}
            onChange={(e) => onChange({ ...value, children: value.children.map((c, j) => (j === i ? e.target.checked : c)) })}
          />
          <label htmlFor={`${id}-child-${i}`}>{age >= COUNTED_CHILD_AGE ? t('guests.child', { age }) : t('guests.infant', { age })}</label>
        </div>
      ))}
      <p className="mp-note">
        <AppLink className="mp-link" to={paths.cancel(orderNum)}>
          {t('guests.wholeInstead')}
        </AppLink>
      </p>
    </fieldset>
  );
}
