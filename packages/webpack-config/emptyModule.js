// A loader for the server bundle: a stylesheet import there stands for nothing.
module.exports = function emptyModule() {
  return 'export {};';
};
