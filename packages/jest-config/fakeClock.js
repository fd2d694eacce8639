/* global jest -- only ever loaded by a test, where jest is a global */
// Fixes the clock (`new Date()`, Date.now()) and nothing else: timers, promises and the network
// (MSW's fake API, an in-process SMTP server) go on in real time.
const REAL = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
];

/** @param {Date | number} now */
function fixClock(now) {
  jest.useFakeTimers({ now, doNotFake: REAL });
}

module.exports = { fixClock };
