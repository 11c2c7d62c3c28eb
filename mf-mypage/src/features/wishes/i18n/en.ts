import type { WishesStrings } from './ko';

export const en: WishesStrings = {
  title: 'Wishlist', empty: 'You have not saved any stays yet.', remove: 'Remove from wishlist', removed: '{{name}} was removed from your wishlist.', undo: 'Undo', restored: '{{name}} is back in your wishlist.', stars: '{{count}}-star',
  dates: "Today's prices for {{from}} – {{to}}, 1 night, 2 adults", price: '{{amount}} per night', soldOut: 'Sold out (from {{amount}})', noPrice: 'No rooms on sale for these dates.',
};
