import type { CardStrings } from './ko';

export const en: CardStrings = {
  soldOut: 'Sold out',
  freeCancel: 'Free cancellation',
  stars: '{{count}}-star',
  noStars: 'Unrated',
  total_one: 'Total for {{count}} night',
  total_other: 'Total for {{count}} nights',
  totalRooms_one: 'Total for {{rooms}} rooms, {{count}} night',
  totalRooms_other: 'Total for {{rooms}} rooms, {{count}} nights',
  member: 'Awesome member price',
  memberOff: '{{percent}}% off',
  perNight: '{{amount}} per night',
  lastKnown: 'Last price',
  noPrice: 'No rates available',
  opensInNewWindow: 'opens in a new window',
  yourPrice: 'Your member price',
  nonMember: 'Non-member price',
};
