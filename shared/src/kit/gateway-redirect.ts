// Leaving the site for a payment gateway's own page (a full page load, as a real PG's checkout or
// card page needs): the one place a remote sets the location, as the shell's navigator only knows
// app paths. An object, so tests can replace it (jsdom cannot navigate).
export const gatewayRedirect = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
