// The Korean calendar day (yyyy-MM-dd) of an instant: events are filed and the funnel is counted by it.
export { koreanDay } from '../../../lib/days';
