// SPEC §2 Footer / §9: customer centre hours, local (Korean) time. The phone number is not printed.

export const CUSTOMER_CENTRE_HOURS = {
  open: '10:30',
  close: '16:30',
  lunchStart: '12:00',
  lunchEnd: '13:00',
  /** Closed on weekends and public holidays. */
  closedOnWeekends: true,
  closedOnHolidays: true,
} as const;
