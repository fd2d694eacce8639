// Calls to the bench API as one account: signs in again before the 5-minute token runs out and
// once more on a 401, and tries again when the API is briefly busy (503) or a connection drops.
import { signIn } from '../site.mjs';

const TOKEN_LIFETIME_MS = 4 * 60 * 1000;
const ATTEMPTS = 4;

export class ApiSession {
  constructor(apiUrl, account) {
    this.apiUrl = apiUrl;
    this.account = account;
    this.signedInAt = 0;
    this.signingIn = null;
  }

  async token({ renew = false } = {}) {
    if (renew || Date.now() - this.signedInAt > TOKEN_LIFETIME_MS) {
      this.signingIn ??= signIn(this.apiUrl, this.account).then(
        (token) => {
          this.current = token;
          this.signedInAt = Date.now();
          this.signingIn = null;
        },
        (error) => {
          this.signingIn = null;
          throw error;
        },
      );
      await this.signingIn;
    }
    return this.current;
  }

  /** GET as this account; the parsed JSON answer. */
  async get(path) {
    const response = await this.send(path, () => ({ method: 'GET' }));
    return response.json();
  }

  /** POST multipart; `form()` builds a fresh FormData for each attempt. */
  async postForm(path, form) {
    const response = await this.send(path, () => ({ method: 'POST', body: form() }));
    return response.json();
  }

  async postJson(path, value) {
    const response = await this.send(path, () => ({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(value),
    }));
    return response.json();
  }

  async send(path, request) {
    let renew = false;
    for (let attempt = 1; ; attempt += 1) {
      const init = request();
      init.headers = { ...init.headers, authorization: `Bearer ${await this.token({ renew })}` };
      let response;
      try {
        response = await fetch(`${this.apiUrl}${path}`, init);
      } catch (error) {
        if (attempt >= ATTEMPTS) throw error;
        await pause(attempt);
        continue;
      }
      if (response.ok) return response;
      const text = await response.text();
      renew = response.status === 401;
      const retry = renew || response.status === 503 || response.status === 429;
      if (!retry || attempt >= ATTEMPTS) {
        throw new Error(
          `bench: ${init.method} ${path} as ${this.account.email}: HTTP ${response.status} ${text.slice(0, 300)}`,
        );
      }
      await pause(attempt);
    }
  }
}

const pause = (attempt) => new Promise((resolve) => setTimeout(resolve, 500 * attempt));

/** Runs `jobs` (functions returning promises) `concurrency` at a time, in order of the list. */
export async function runPool(jobs, concurrency, onDone = () => {}) {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next];
      next += 1;
      onDone(await job());
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
}
