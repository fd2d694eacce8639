// The exposes map is CommonJS so that webpack.config.js can read it too.
declare const exposes: Record<string, string>;
export = exposes;
