// A module with no content (a stylesheet imported by code built for the server: the page links the app's own).
module.exports = function emptyLoader() {
  return 'export {};';
};
