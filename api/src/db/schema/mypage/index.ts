// My page: the member's own list preferences over their bookings.
export * from './hidden-bookings';
