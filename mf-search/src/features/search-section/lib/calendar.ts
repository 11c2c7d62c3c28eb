// The calendar's rules live with the calendar in the shared kit (the stay page's date bar uses it too).
export * from '@stay/shared/kit/calendar-rules';
