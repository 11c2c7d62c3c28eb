// Leaving the site for the gateway's own card page (a full page load, like a real PG's). An object
// so tests can observe it (jsdom cannot navigate).
export const gatewayRedirect = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
