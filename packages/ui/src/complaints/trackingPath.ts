/**
 * The public tracking page of a complaint number, opening with its result: the one address the
 * public site's lists and the citizen's confirmation both link to (the public site owns the page).
 */
export const trackingPath = (number: string) =>
  `/trackgrievance?number=${encodeURIComponent(number)}`;
