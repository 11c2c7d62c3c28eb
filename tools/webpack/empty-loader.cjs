// A module with no content (a stylesheet imported by code built for the server: issue 16).
module.exports = function emptyLoader() {
  return 'export {};';
};
