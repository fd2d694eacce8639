/** The values of a text's {{placeholders}}, by name. */
export type Values = Readonly<Record<string, unknown>>;

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

// One Intl.NumberFormat per language, made once.
const numberFormats = new Map<string, Intl.NumberFormat>();

function formatNumber(value: unknown, language: string): string {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language);
    numberFormats.set(language, format);
  }
  return format.format(Number(value));
}

/**
 * `text` with each `{{name}}` replaced by `values.name`, and `{{name, number}}` by it written as a
 * number of `language` ('1,234' in English). As the site's i18next was set up: values are not
 * HTML-escaped (React escapes what it renders; escaping here would show '&amp;' on the page), a
 * value is not searched for placeholders again, a placeholder with no value given stays as it is
 * written, and one given as undefined or null is left empty.
 */
export function interpolate(text: string, values: Values, language: string): string {
  return text.replace(PLACEHOLDER, (placeholder, inside: string) => {
    const [name = '', ...formats] = inside.split(',').map((part) => part.trim());
    if (!Object.hasOwn(values, name)) return placeholder;
    const value = values[name];
    if (value === undefined || value === null) return '';
    return formats.join(',') === 'number' ? formatNumber(value, language) : String(value);
  });
}
