// SPEC §6: search robots are detected by browser agent and do not load product reviews.
export const ROBOT_AGENT = /bot|crawler|spider/i;

export function isSearchRobot(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return ROBOT_AGENT.test(userAgent);
}
