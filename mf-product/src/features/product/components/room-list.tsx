// Rooms with their rate plans (SPEC §3 Room list): occupancy, bed, size, view, then the plans by
// lowest member price (SPEC §9).
import { LazyImage } from '@stay/shared';
import type { RatePlan, Room } from '../api/get-rate-plans';
import { useDetailTranslation } from '../i18n';
import { orderRooms } from '../lib/rate-plan-order';
import { RatePlanRow } from './rate-plan-row';

export function RoomList({ rooms, nights, roomCount = 1, busy, onReserve }: { rooms: Room[]; nights: number; roomCount?: number; busy: boolean; onReserve?: (room: Room, plan: RatePlan) => void }) {
  const { t } = useDetailTranslation();
  const ordered = orderRooms(rooms);
  return (
    <section className="pd-section pd-rooms" aria-labelledby="pd-rooms-title" aria-busy={busy}>
      <h2 id="pd-rooms-title" className="pd-section__title">{t('rooms.title')}</h2>
      {ordered.length === 0 && <p className="pd-empty">{t('rooms.empty')}</p>}
      <ul className="pd-rooms__list">
        {ordered.map((room) => (
          <li key={room.roomIdx} className="pd-room" data-testid="room">
            <div className="pd-room__head">
              <LazyImage src={room.imgLink} alt={t('rooms.roomImage', { name: room.roomName })} ratio="4 / 3" className="pd-room__img" />
              <div>
                <h3 className="pd-room__name">{room.roomName}</h3>
                <ul className="pd-room__facts">
                  <li>{room.roomTypeName}</li>
                  <li>{t('rooms.occupancy', { basic: room.basicNum, max: room.maxNum })}</li>
                  <li>
                    <span className="pd-visually-hidden">{t('rooms.bed')}: </span>
                    {room.bedTypeName}
                  </li>
                  <li>{t('rooms.size', { size: room.roomSize })}</li>
                  <li>
                    <span className="pd-visually-hidden">{t('rooms.view')}: </span>
                    {room.roomView}
                  </li>
                </ul>
              </div>
            </div>
            <ul className="pd-room__plans">
              {room.mappedRateplanList.map((plan) => (
                <RatePlanRow key={plan.rateplanIdx} plan={plan} nights={nights} rooms={roomCount} onReserve={onReserve && ((p) => onReserve(room, p))} />
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The rooms could not be priced: the page stays, the rooms say so and retry here. */
export function RoomsFailed({ message, busy, onRetry }: { message: string; busy: boolean; onRetry: () => void }) {
  const { t } = useDetailTranslation();
  return (
    <section className="pd-section pd-rooms" aria-labelledby="pd-rooms-title" aria-busy={busy}>
      <h2 id="pd-rooms-title" className="pd-section__title">{t('rooms.title')}</h2>
      <div className="pd-state pd-rooms__failed" role="alert" data-testid="rooms-failed">
        <p>{t('rooms.failed')}</p>
        {message && <p className="pd-note">{message}</p>}
        <button type="button" className="pd-button" onClick={onRetry} disabled={busy}>
          {t('rooms.retry')}
        </button>
      </div>
    </section>
  );
}
