#!/usr/bin/env node
// council-serve: the command line of the compiled server (npm run build -w @council/static-server).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let cli;
try {
  cli = require('../dist/cli.js');
} catch (error) {
  console.error('council-serve is not built: run `npm run build -w @council/static-server`.');
  throw error;
}
cli.main(process.argv.slice(2)).catch((error) => {
  console.error(`council-serve: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
