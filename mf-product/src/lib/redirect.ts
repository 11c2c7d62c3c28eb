// Leaving the site for the payment gateway's page (the one place this remote sets the location:
// the shell's navigator only knows app paths). An object so tests can replace it.
export const gatewayRedirect = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
