/** A multipart body as the API reads it: its text fields, and its files as [field, file name]. */
export interface SentForm {
  texts: Record<string, string>;
  files: Array<[string, string]>;
}

/** One request that reached the fake API, for a test to assert what was sent. */
export interface SentRequest {
  /** Upper case: 'GET', 'POST', ... */
  method: string;
  /** The path without its query: '/api/Public/notice'. */
  path: string;
  /** The whole address, query included. */
  url: URL;
  headers: Headers;
  /** The JSON body, when one was sent. */
  json?: unknown;
  /** The multipart body, when one was sent. */
  form?: SentForm;
  /** The multipart body's field names, texts and files, in the order sent. */
  formFields?: string[];
}

function formOf(body: FormData): SentForm {
  const form: SentForm = { texts: {}, files: [] };
  for (const [name, value] of body.entries()) {
    if (typeof value === 'string') form.texts[name] = value;
    else form.files.push([name, value.name]);
  }
  return form;
}

/** Reads a request once, body included, so a test can look at it after it has been answered. */
export async function readSentRequest(request: Request): Promise<SentRequest> {
  const url = new URL(request.url);
  const sent: SentRequest = {
    method: request.method.toUpperCase(),
    path: url.pathname,
    url,
    headers: request.headers,
  };
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const body = await request.clone().formData();
    sent.form = formOf(body);
    sent.formFields = [...body.keys()];
  } else if (type.includes('json')) sent.json = await request.clone().json();
  return sent;
}

/** The Authorization header a request carried, or null. */
export const authorizationOf = (request: SentRequest | undefined): string | null =>
  request?.headers.get('authorization') ?? null;
