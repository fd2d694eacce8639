const { TestEnvironment } = require('jest-environment-jsdom');

/**
 * jsdom with Node's fetch family, which MSW (the one fake of the API, @council/api-fake) needs
 * to intercept the XMLHttpRequests that axios sends: jsdom has no Request, Response, streams or
 * BroadcastChannel, and MSW's node build is hidden from jsdom's 'browser' export condition.
 * Blob, File and FormData come from Node too, so a multipart body reaches MSW whole.
 */
class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    //
    Object.assign(this.global, {
      TextDecoder,
      TextEncoder,
      TextDecoderStream,
      TextEncoderStream,
      ReadableStream,
      WritableStream,
      TransformStream,
      BroadcastChannel,
      Blob,
      File,
      FormData,

      Headers,
      Request,
      Response,
      fetch,
      AbortController,
      AbortSignal,
      structuredClone,
    });
  }
}

module.exports = JsdomWithFetch;
