export const en = {
  loading: 'Loading the stay.',
  error: { title: 'The stay could not be loaded', lead: 'Please try again shortly.', retry: 'Try again' },
  notFound: { title: 'Stay not found', lead: 'It is no longer sold or the address is wrong.', toSearch: 'Find another stay' },
  gallery: { label: 'Photos of the stay', count: '{{current}} / {{total}}', prev: 'Previous photo', next: 'Next photo', photo: 'Photo {{n}} of {{total}}' },
  header: { stars: '{{count}}-star', noStars: 'Unrated', nameEn: 'English name' },
  wish: { add: 'Save to wishlist', remove: 'Remove from wishlist', login: 'Please log in. Taking you to the login page.' },
  bar: {
    label: 'Your stay', checkIn: 'Check-in', checkOut: 'Check-out', adults: 'Adults', children: 'Children', rooms: 'Rooms',
    childAge: 'Age of child {{n}}', age: '{{age}} years', apply: 'Update prices', nights_one: '{{count}} night', nights_other: '{{count}} nights',
    badDates: 'Check-out must be after check-in.',
  },
  price: {
    yourPrice: 'Your member price', nonMember: 'Standard rate',
    title: 'Price', lowest_one: 'Lowest price for {{count}} night', lowest_other: 'Lowest price for {{count}} nights', member: 'Awesome member price', off: '{{percent}}% off', cashback: '{{percent}}% cashback',
    soldOut: 'Everything is sold out for these dates.', none: 'No rooms match this search.', customer: 'Standard rate',
  },
  rooms: {
    yourPrice: 'Your member price', nonMember: 'Standard rate',
    title: 'Choose a room', occupancy: 'Sleeps {{basic}} (up to {{max}})', size: '{{size}} m²', bed: 'Bed', view: 'View', meal: 'Meals',
    perNight: '{{amount}} per night', total_one: 'Total for {{count}} night', total_other: 'Total for {{count}} nights', normal: 'Standard', member: 'Member', stock: '{{count}} left', stockMany: 'Available',
    soldOut: 'Sold out', reserve: 'Reserve', reserveLogin: 'Please log in to book. Taking you to the login page.', nightly: 'Price per night', empty: 'No room fits these guests and dates. Try other guests or dates.',
    roomImage: 'Photo of {{name}}',
  },
  cancel: {
    free: 'Free cancellation until {{date}}', none: 'Cancel (refund) not possible',
    error: "Failed to fetch the product's cancellation rules. Please try again shortly.",
  },
  compare: { title: 'Price comparison', ours: 'AwesomeStay lowest price', note: 'Prices on other sites are simulated references.' },
  location: { title: 'Location', nearby: 'Nearby', coords: 'Latitude {{lat}}, longitude {{lon}}', map: 'Location of the stay (coordinates instead of a map)' },
  facilities: { title: 'Facilities' },
  info: { title: 'About the stay', checkIn: 'Check-in', checkOut: 'Check-out', phone: 'Phone', chain: 'Chain', policies: 'Good to know', description: 'Description' },
  events: { title: 'Current offers', discount: '{{rate}}% off', stay: 'Stays {{from}} to {{to}}' },
  reviews: {
    title: 'Reviews', count: '{{count}} reviews', average: 'Average {{avg}} out of 5', star: '{{n}} stars', histogram: 'Star ratings', none: 'No reviews yet.',
    more: 'More reviews', external: 'External rating (reference)', overall: 'Overall', cleanliness: 'Cleanliness', service: 'Service', comfort: 'Comfort', locationScore: 'Location',
    value: 'Value', recommend: '{{per}}% recommend', externalCount: '{{count}} external reviews', starsLabel: '{{n}} out of 5 stars', failed: 'The reviews could not be loaded.',
  },
};
