// The guest modal (SPEC §2, §5 "Search counts", §9): rooms (1-5, at most one per adult, so every
// room has an adult), adults (at least 1, at least the rooms) and children (at least 0)
// within the shared store's cap, one age select (0-13) per child with the hint, 'select guests'.
// The cap itself is the store's: adults + children <= 8 (GUESTS_MAX, the stricter of SPEC's two
// readings, so every search is valid under both); this modal only shows why + stops.
import { ADULTS_MIN, CHILD_AGE_MAX, CHILD_AGE_MIN, CHILDREN_MIN, GUESTS_MAX, ROOMS_MAX, ROOMS_MIN, useSearchCondition, useSearchConditionStore } from '@stay/shared';
import type { RefObject } from 'react';
import { useSectionTranslation } from '../i18n';
import { GuestCounter } from './guest-counter';
import { SectionModal } from './section-modal';
import './guests.css';

export interface GuestModalProps {
  id: string;
  anchorRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

const AGES = Array.from({ length: CHILD_AGE_MAX - CHILD_AGE_MIN + 1 }, (_, i) => CHILD_AGE_MIN + i);

export function GuestModal({ id, anchorRef, onClose }: GuestModalProps) {
  const { t } = useSectionTranslation();
  const store = useSearchConditionStore();
  const adults = useSearchCondition((s) => s.adtCnt);
  const children = useSearchCondition((s) => s.chdCnt);
  const ages = useSearchCondition((s) => s.chdAges);
  const rooms = useSearchCondition((s) => s.count);
  const full = adults + children >= GUESTS_MAX;
  const maxReached = t('guests.maxReached', { max: GUESTS_MAX });

  const footer = (
    <button type="button" className="sr-button sr-guests__confirm" onClick={onClose}>
      {t('guests.confirm')}
    </button>
  );

  return (
    <SectionModal id={id} kind="guests" title={t('guests.title')} anchorRef={anchorRef} onClose={onClose} footer={footer}>
      <div className="sr-guests">
        <GuestCounter
          label={t('guests.rooms')}
          note={t('guests.roomsNote')}
          value={rooms}
          valueText={t('guests.roomCount', { count: rooms })}
          onDecrease={() => store.getState().setRooms(rooms - 1)}
          onIncrease={() => store.getState().setRooms(rooms + 1)}
          decreaseBlocked={rooms <= ROOMS_MIN ? t('guests.minRooms') : undefined}
          increaseBlocked={rooms >= ROOMS_MAX ? t('guests.maxRooms', { max: ROOMS_MAX }) : rooms >= adults ? t('guests.roomsNeedAdults') : undefined}
        />
        <GuestCounter
          label={t('guests.adults')}
          note={t('guests.adultsNote')}
          value={adults}
          onDecrease={() => store.getState().setAdults(adults - 1)}
          onIncrease={() => store.getState().setAdults(adults + 1)}
          decreaseBlocked={adults <= ADULTS_MIN ? t('guests.minAdults') : adults <= rooms ? t('guests.adultPerRoom') : undefined}
          increaseBlocked={full ? maxReached : undefined}
        />
        <GuestCounter
          label={t('guests.children')}
          note={t('guests.childrenNote')}
          value={children}
          onDecrease={() => store.getState().removeChild()}
          onIncrease={() => store.getState().addChild()}
          decreaseBlocked={children <= CHILDREN_MIN ? t('guests.minChildren') : undefined}
          increaseBlocked={full ? maxReached : undefined}
        />
        {full && (
          <p className="sr-guests__limit" role="status">
            {maxReached}
          </p>
        )}
        {children > 0 && (
          <fieldset className="sr-ages">
            <legend className="sr-ages__hint">{t('guests.ageHint')}</legend>
            <div className="sr-ages__grid">
              {ages.slice(0, children).map((age, i) => (
                <label key={i} className="sr-ages__item">
                  <span>{t('guests.ageLabel', { n: i + 1 })}</span>
                  <select value={age} onChange={(e) => store.getState().setChildAge(i, Number(e.target.value))}>
                    {AGES.map((a) => (
                      <option key={a} value={a}>
                        {a === 0 ? t('guests.ageUnderOne') : t('guests.age', { count: a })}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
            </div>
          </fieldset>
        )}
      </div>
    </SectionModal>
  );
}
