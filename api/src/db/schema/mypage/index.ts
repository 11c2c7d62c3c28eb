// My page (issue 10): the member's own list preferences over their bookings.
export * from './hidden-bookings';
